import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The Node worker thread's code as one plain JavaScript file (issue 18, `runner.boot_ms`): a
 * thread that loads tsx and compiles the TypeScript worker and its imports spent about as long on
 * that as on restoring Python from the snapshot. The bundle lives beside the snapshot
 * (`packages/runner/.cache/`, so its `../.cache/` paths still point there) with the list of its
 * sources and their sizes and times: a source changed since makes a new one, so a test never
 * runs yesterday's worker. Without esbuild (or a writable cache) the caller falls back to tsx.
 */
const runnerRoot = fileURLToPath(new URL('../', import.meta.url));
const cacheDirectory = path.join(runnerRoot, '.cache');
const entry = path.join(runnerRoot, 'src/node-worker.ts');
const bundleFile = path.join(cacheDirectory, 'node-worker.mjs');
const sourcesFile = path.join(cacheDirectory, 'node-worker.sources.json');

interface SourceStamp {
  readonly file: string;
  readonly size: number;
  readonly mtimeMs: number;
}

function stamp(file: string): SourceStamp | null {
  try {
    const stats = statSync(file);
    return { file, size: stats.size, mtimeMs: stats.mtimeMs };
  } catch {
    return null;
  }
}

function upToDate(): boolean {
  if (!existsSync(bundleFile) || !existsSync(sourcesFile)) return false;
  try {
    const sources = JSON.parse(readFileSync(sourcesFile, 'utf8')) as SourceStamp[];
    return sources.every((source) => {
      const now = stamp(source.file);
      return now !== null && now.size === source.size && now.mtimeMs === source.mtimeMs;
    });
  } catch {
    return false;
  }
}

async function build(): Promise<void> {
  const { build: esbuild } = await import('esbuild');
  const result = await esbuild({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Pyodide finds its own files from its module's place in node_modules.
    external: ['pyodide'],
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents;
  if (code === undefined) throw new Error('esbuild wrote nothing');
  const sources = Object.keys(result.metafile.inputs)
    .map((input) => stamp(path.resolve(input)))
    .filter((source): source is SourceStamp => source !== null);
  mkdirSync(cacheDirectory, { recursive: true });
  // Written atomically (another process may start a worker meanwhile): the bundle first, then its list.
  const suffix = `${process.pid}.${createHash('sha1').update(code).digest('hex').slice(0, 8)}.tmp`;
  writeFileSync(`${bundleFile}.${suffix}`, code);
  renameSync(`${bundleFile}.${suffix}`, bundleFile);
  writeFileSync(`${sourcesFile}.${suffix}`, JSON.stringify(sources));
  renameSync(`${sourcesFile}.${suffix}`, sourcesFile);
}

let ready: Promise<URL | null> | null = null;

/** The bundled worker's URL, made or refreshed once per process; null when it cannot be had. */
export function bundledNodeWorker(): Promise<URL | null> {
  ready ??= (async () => {
    try {
      if (!upToDate()) await build();
      return pathToFileURL(bundleFile);
    } catch (error) {
      console.warn(`codehop runner: no bundled Node worker (${error instanceof Error ? error.message : String(error)}); loading it through tsx.`);
      return null;
    }
  })();
  return ready;
}
