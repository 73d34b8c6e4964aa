import type { PyodideAPI } from 'pyodide';
import { safeGlobals } from './harden-realm.ts';
import { PLAYER_SOURCE } from './python/player-source.ts';
import { RUNTIME_SOURCE } from './python/runtime-source.ts';
import { packZeroPages, unpackZeroPages } from './zero-pages.ts';

/**
 * One way to start the runner's Python, for every host (browser worker, Node worker thread,
 * the server's verification pool): from a memory snapshot of the ready interpreter when one is
 * given and belongs to this Pyodide and this runtime, the ordinary way otherwise. Either way the
 * interpreter ends in the same state: the `_codehop` runtime loaded, the `player` module
 * compiled, the standard modules the courses use imported. Nothing JavaScript-side (the bridge,
 * output, interrupt buffer) is attached here: JavaScript objects do not survive a snapshot, so
 * the caller attaches them after every start (WorkerCore.install).
 */

export interface PyodideLoaderOptions {
  indexURL?: string;
  jsglobals?: object;
  stdout?: (text: string) => void;
  stderr?: (text: string) => void;
  checkAPIVersion?: boolean;
  _makeSnapshot?: boolean;
  _loadSnapshot?: Uint8Array | PromiseLike<Uint8Array>;
}

export type LoadPyodide = (config: PyodideLoaderOptions) => Promise<PyodideAPI>;

/** The runtime module `_codehop` as JavaScript sees it. */
export interface PyRuntime {
  run(code: string, optionsJson: string): string;
  recover(): void;
  install(bridge: object): void;
}

export interface PythonStartOptions {
  /** `loadPyodide` from the same Pyodide files as `indexURL` (pyodide.mjs). */
  readonly loadPyodide: LoadPyodide;
  /** That module's `version` export; a snapshot stamped with another version is refused. */
  readonly pyodideVersion: string;
  readonly indexURL?: string;
  /** Snapshot bytes (or their download); null/undefined, or bytes that fail verification: ordinary boot. */
  readonly snapshot?: Uint8Array | PromiseLike<Uint8Array | null> | null;
  /** Where the refusal of a snapshot is told (one line); default console.warn. */
  readonly log?: (line: string) => void;
}

export interface StartedPython {
  readonly pyodide: PyodideAPI;
  readonly runtime: PyRuntime;
  /** True when the interpreter was restored from the snapshot. */
  readonly fromSnapshot: boolean;
  /** Why a given snapshot was not used, or null. */
  readonly refused: string | null;
  readonly bootMs: number;
}

/**
 * Standard modules imported before the snapshot is taken (besides those the runtime imports
 * itself): a program importing them starts at once, and they are part of every run's baseline.
 */
export const PRELOADED_MODULES = [
  'dataclasses',
  'typing',
  'string',
  'datetime',
  'statistics',
  'enum',
  'copy',
  'heapq',
  'bisect',
  'fractions',
  'decimal',
] as const;

const MAGIC = 'CODEHOPS'; // 8 bytes
// 2: the body's zero pages left out (zero-pages.ts).
const FORMAT = 2;

/** What a snapshot must match to be used: this Pyodide, this runtime, these modules. */
export function snapshotStamp(pyodideVersion: string): string {
  return `pyodide ${pyodideVersion}; format ${FORMAT}; runtime ${hash(RUNTIME_SOURCE + '\0' + PLAYER_SOURCE + '\0' + PRELOADED_MODULES.join(','))}`;
}

const LOADER = `
def _codehop_load(source, player_source, preload):
    import types, sys, importlib
    module = types.ModuleType('_codehop')
    module.__file__ = '<codehop>'
    sys.modules['_codehop'] = module
    exec(compile(source, '<codehop>', 'exec'), module.__dict__)
    module.prepare(player_source)
    for name in preload.split(','):
        importlib.import_module(name)
    return module
_codehop_load
`;

function loadRuntime(pyodide: PyodideAPI): PyRuntime {
  const load = pyodide.runPython(LOADER, { globals: pyodide.toPy({}) }) as ((
    source: string,
    player: string,
    preload: string,
  ) => PyRuntime) & {
    destroy(): void;
  };
  try {
    return load(RUNTIME_SOURCE, PLAYER_SOURCE, PRELOADED_MODULES.join(','));
  } finally {
    load.destroy();
  }
}

/**
 * Build-time: boot the ordinary way, load the runtime, and return the stamped memory snapshot
 * (about 31 MB of memory, 15 MB without its zero pages, 6 MB gzipped). Needs a fresh Pyodide (the `_makeSnapshot` instance is for this only).
 */
export async function makePythonSnapshot(
  options: Pick<PythonStartOptions, 'loadPyodide' | 'pyodideVersion' | 'indexURL'>,
): Promise<Uint8Array> {
  const config: PyodideLoaderOptions = {
    jsglobals: safeGlobals(),
    checkAPIVersion: true,
    _makeSnapshot: true,
  };
  if (options.indexURL !== undefined) config.indexURL = options.indexURL;
  const pyodide = await options.loadPyodide(config);
  const runtime = loadRuntime(pyodide) as PyRuntime & { destroy?: () => void };
  runtime.destroy?.();
  const body = (pyodide as unknown as { makeMemorySnapshot(): Uint8Array }).makeMemorySnapshot();
  return stampSnapshot(body, snapshotStamp(options.pyodideVersion));
}

/**
 * Header: 8 bytes magic, u32 header length, u32 0, the stamp (UTF-8, padded to 16), then Pyodide's
 * snapshot without its zero pages.
 */
export function stampSnapshot(snapshot: Uint8Array, stamp: string): Uint8Array {
  const body = packZeroPages(snapshot);
  const text = new TextEncoder().encode(stamp);
  const headerLength = Math.ceil((16 + text.length) / 16) * 16;
  const out = new Uint8Array(headerLength + body.length);
  out.set(new TextEncoder().encode(MAGIC), 0);
  const view = new DataView(out.buffer);
  view.setUint32(8, text.length, true);
  out.set(text, 16);
  out.set(body, headerLength);
  return out;
}

/** Pyodide's snapshot inside a stamped file, or why it cannot be used here. */
export function openSnapshot(
  bytes: Uint8Array,
  expectedStamp: string,
): { body: Uint8Array } | { refused: string } {
  if (bytes.length < 16 || new TextDecoder().decode(bytes.subarray(0, 8)) !== MAGIC)
    return { refused: 'not a Codehop snapshot' };
  const length = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(8, true);
  if (16 + length > bytes.length) return { refused: 'truncated header' };
  const stamp = new TextDecoder().decode(bytes.subarray(16, 16 + length));
  if (stamp !== expectedStamp)
    return { refused: `made for "${stamp}", this runner is "${expectedStamp}"` };
  const headerLength = Math.ceil((16 + length) / 16) * 16;
  const unpacked = unpackZeroPages(bytes.subarray(headerLength));
  if ('refused' in unpacked) return { refused: unpacked.refused };
  // Pyodide reads the snapshot through a Uint32Array view (a fresh array is aligned).
  const body = unpacked.data;
  if (body.length % 4 !== 0) return { refused: 'truncated body' };
  return { body };
}

/** Start the runner's Python: from the snapshot when it fits, otherwise the ordinary way (with a log line). */
export async function startPython(options: PythonStartOptions): Promise<StartedPython> {
  const started = performance.now();
  const log = options.log ?? ((line: string) => console.warn(line));
  const base: PyodideLoaderOptions = { jsglobals: safeGlobals(), checkAPIVersion: true };
  if (options.indexURL !== undefined) base.indexURL = options.indexURL;
  let refused: string | null = null;
  if (options.snapshot !== undefined && options.snapshot !== null) {
    const stamp = snapshotStamp(options.pyodideVersion);
    // Handed to Pyodide as a promise: its WebAssembly and standard library download meanwhile.
    const body = Promise.resolve(options.snapshot).then((bytes) => {
      if (bytes === null) throw new SnapshotRefused('no snapshot could be read');
      const opened = openSnapshot(bytes, stamp);
      if ('refused' in opened) throw new SnapshotRefused(opened.refused);
      return opened.body;
    });
    // An unused rejection must not be reported as unhandled when Pyodide fails first.
    body.catch(() => undefined);
    try {
      const pyodide = await options.loadPyodide({ ...base, _loadSnapshot: body });
      const runtime = pyodide.pyimport('_codehop') as unknown as PyRuntime;
      return {
        pyodide,
        runtime,
        fromSnapshot: true,
        refused: null,
        bootMs: Math.round(performance.now() - started),
      };
    } catch (error) {
      refused = error instanceof Error ? error.message.split('\n').join(' ').trim() : String(error);
      log(`codehop runner: Python snapshot refused (${refused}); booting Python the ordinary way.`);
    }
  }
  const pyodide = await options.loadPyodide(base);
  const runtime = loadRuntime(pyodide);
  return {
    pyodide,
    runtime,
    fromSnapshot: false,
    refused,
    bootMs: Math.round(performance.now() - started),
  };
}

class SnapshotRefused extends Error {}

/** cyrb53: a small, fast, well-spread 53-bit string hash (not for security: for stamps). */
function hash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16);
}
