import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadPyodide, version } from 'pyodide';
import {
  makePythonSnapshot,
  openSnapshot,
  snapshotStamp,
  startPython,
  type LoadPyodide,
  type StartedPython,
} from './python-start.ts';

/**
 * The Python snapshot under Node: one file per checkout (`packages/runner/.cache/`), or the file
 * named by CODEHOP_PYTHON_SNAPSHOT (`off` boots the ordinary way). `npm run build` writes it;
 * a worker that finds it missing or stale makes it once (an ordinary boot plus 30 ms) and
 * writes it for every later process.
 */
export const DEFAULT_SNAPSHOT_FILE = fileURLToPath(
  new URL('../.cache/python-snapshot.bin', import.meta.url),
);

export function nodeSnapshotFile(): string | null {
  const configured = process.env.CODEHOP_PYTHON_SNAPSHOT;
  if (configured === 'off') return null;
  return configured !== undefined && configured !== ''
    ? path.resolve(configured)
    : DEFAULT_SNAPSHOT_FILE;
}

const load = loadPyodide as unknown as LoadPyodide;

/** Make the snapshot with Node's Pyodide (the same files the server serves at /pyodide/). */
export function makeNodeSnapshot(): Promise<Uint8Array> {
  return makePythonSnapshot({ loadPyodide: load, pyodideVersion: version });
}

/** Write atomically: a process reading it meanwhile sees the old file or the new one, never half. */
export function writeSnapshotFile(file: string, bytes: Uint8Array): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, file);
}

/** The snapshot file's bytes when it exists and fits this runner, else null (with the reason). */
export function readNodeSnapshot(file: string): {
  bytes: Uint8Array | null;
  reason: string | null;
} {
  if (!existsSync(file)) return { bytes: null, reason: 'missing' };
  const bytes = new Uint8Array(readFileSync(file));
  const opened = openSnapshot(bytes, snapshotStamp(version));
  return 'refused' in opened ? { bytes: null, reason: opened.refused } : { bytes, reason: null };
}

/**
 * Start the runner's Python in this Node thread: from the snapshot file, making it first when it
 * is missing or stale. Used by the Node worker thread (tests, the CLI, the server's pool).
 */
export async function startNodePython(
  options: { file?: string | null; log?: (line: string) => void } = {},
): Promise<StartedPython> {
  const file = options.file === undefined ? nodeSnapshotFile() : options.file;
  const log = options.log ?? ((line: string) => console.warn(line));
  if (file === null) return startPython({ loadPyodide: load, pyodideVersion: version, log });
  const found = readNodeSnapshot(file);
  const reason = found.reason;
  let bytes = found.bytes;
  if (bytes === null) {
    if (reason !== 'missing')
      log(`codehop runner: Python snapshot ${file} refused (${reason}); making a new one.`);
    try {
      bytes = await makeNodeSnapshot();
      writeSnapshotFile(file, bytes);
    } catch (error) {
      log(
        `codehop runner: could not write the Python snapshot (${error instanceof Error ? error.message : String(error)}).`,
      );
    }
  }
  return startPython({ loadPyodide: load, pyodideVersion: version, snapshot: bytes, log });
}
