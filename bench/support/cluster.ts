// Starts real Codehop instances (the production entry point, as `npm start` runs it) against one
// PostgreSQL database, for the load and fault benchmarks. Loopback only.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface Instance {
  readonly url: string;
  readonly port: number;
  readonly process: ChildProcess;
}

/** A fresh database on the PostgreSQL server of TEST_DATABASE_URL (or the local one), dropped by `drop`. */
export async function freshDatabase(
  label: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL ?? DEFAULT_SERVER;
  const name = `codehop_${label}_${Date.now().toString(36)}`;
  await adminQuery(server, `CREATE DATABASE "${name}"`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(server, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Starts one instance and waits until its health check answers 200. */
export async function startInstance(databaseUrl: string, port?: number): Promise<Instance> {
  const chosen = port ?? (await freePort());
  // LOAD_NODE_ARGS: extra node flags for the instances, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
  // to profile them under the bench (node refuses --cpu-prof in NODE_OPTIONS).
  const extra = (process.env.LOAD_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...extra, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(chosen),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      WEB_DIST: '/nonexistent-web-dist',
      PUBLIC_URL: `http://127.0.0.1:${chosen}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${chosen}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`instance on ${chosen} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, port: chosen, process: child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`instance on ${chosen} did not become healthy within 60 s`);
}

/** Stops an instance the way an orchestrator does (SIGTERM, then SIGKILL after 10 s). */
export async function stopInstance(instance: Instance): Promise<void> {
  if (instance.process.exitCode !== null) return;
  const exited = new Promise((resolve) => instance.process.once('exit', resolve));
  instance.process.kill('SIGTERM');
  const timer = setTimeout(() => instance.process.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** CPU time (clock ticks) the child processes of the instances (the learner-code sandboxes) have used. */
function childrenTicks(instances: readonly Instance[]): { ticks: number; children: number } {
  let ticks = 0;
  let children = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
      const parent = Number(fields[1]);
      if (!instances.some((instance) => instance.process.pid === parent)) continue;
      children += 1;
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  return { ticks, children };
}

/**
 * Waits (at most 60 s) until the instances' learner-code sandboxes have booted: each instance starts
 * Pyodide processes after it answers its health check, seconds of CPU apiece, which would otherwise
 * land in the measured window. A production instance is warm long before its traffic comes.
 */
export async function untilSandboxesWarm(instances: readonly Instance[]): Promise<void> {
  const deadline = Date.now() + 60_000;
  let last = childrenTicks(instances).ticks;
  let quiet = 0;
  while (Date.now() < deadline && quiet < 2) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = childrenTicks(instances);
    // Quiet: the children exist and used under a tenth of a second of CPU in the last second.
    quiet = now.children > 0 && now.ticks - last < 10 ? quiet + 1 : 0;
    last = now.ticks;
  }
}
