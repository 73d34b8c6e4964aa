// The built web app served by a real server on its own port and data folder, as the browser
// benches (play, lighthouse, the play profile) visit it. Builds the app first when there is none.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface BuiltApp {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  readonly base: string;
  /** The folder the app was built into (`WEB_DIST`). */
  readonly webDist: string;
  /** Resolves once the server answers its health call. */
  ready(): Promise<void>;
  /** Stops the server and deletes its data folder. */
  stop(): void;
}

/** The built app's folder, built now if it is missing. */
export function builtWebDist(): string {
  const webDist = process.env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist');
  if (!existsSync(path.join(webDist, 'index.html'))) {
    const built = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    if (built.status !== 0) process.exit(1);
  }
  return webDist;
}

/**
 * Starts the server on the built app. BENCH_PORT keeps a bench inside its own port range on a
 * shared machine; `env` adds settings (a production run's NODE_ENV and PUBLIC_URL, say).
 */
export function startBuiltApp(name: string, env: (base: string) => Record<string, string> = () => ({})): BuiltApp {
  const webDist = builtWebDist();
  const port = Number(process.env.BENCH_PORT ?? 3400 + Math.floor(Math.random() * 500));
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `codehop-bench-${name}-`));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST: webDist, ...env(base) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return {
    base,
    webDist,
    async ready() {
      // Two minutes: a busy machine starts the server (and its Python sandboxes) slowly.
      for (let i = 0; i < 480; i += 1) {
        try {
          if ((await fetch(`${base}/api/health`)).ok) return;
        } catch {
          // not up yet
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error('the server did not start');
    },
    stop() {
      server.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
