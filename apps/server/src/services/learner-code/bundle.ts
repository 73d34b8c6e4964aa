import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeSnapshotFile, readNodeSnapshot } from '@codehop/runner/node-snapshot';
import { build, type Plugin } from 'esbuild';

/** Where the sandbox's code lives on disk; the sandboxed process may read these folders and nothing else. */
export interface SandboxFiles {
  /** The process entry (child-main.ts bundled). */
  readonly childFile: string;
  /** The runner thread entry (the runner's worker bundled, behind the WebAssembly memory cap). */
  readonly threadFile: string;
  /** Folders the process may read: the bundles' folder and Pyodide's package. */
  readonly readable: readonly string[];
}

export interface BundleOptions {
  /** Cap on the interpreter's WebAssembly memory, in MiB: a grow past it fails (Python raises MemoryError). */
  readonly wasmMemoryMb: number;
  /** JavaScript heap of the runner thread, in MiB. */
  readonly threadHeapMb: number;
  /** Folder for the bundles (default: the system's temporary folder). */
  readonly outDir?: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/**
 * The runner thread's entry, in one place so the boot can change (for example to a Pyodide memory
 * snapshot) without touching the pool: today it is the runner's own Node worker, whose
 * `WorkerCore.boot` loads Pyodide.
 */
export function runnerThreadEntry(): string {
  return fileURLToPath(new URL('./node-worker.ts', import.meta.resolve('@codehop/runner/node')));
}

function pyodideDir(): string {
  return path.dirname(require.resolve('pyodide/package.json', { paths: [path.dirname(runnerThreadEntry())] }));
}

/** Pyodide stays outside the bundle: it reads its own .wasm and stdlib next to its module. */
function pyodideExternal(dir: string): Plugin {
  return {
    name: 'pyodide-external',
    setup(builder) {
      builder.onResolve({ filter: /^pyodide$/ }, () => ({ path: path.join(dir, 'pyodide.mjs'), external: true }));
    },
  };
}

/**
 * Pyodide's Node file system reads its open flags from `process.binding('constants')`, which the
 * permission model refuses; the same numbers are public as `fs.constants`.
 */
const bindingShim =
  `import { constants as __codehopFsConstants } from 'node:fs';` +
  `Object.defineProperty(process,'binding',{value:(name)=>{if(name==='constants')return{fs:__codehopFsConstants};` +
  `throw new Error('process.binding is not available here.');},configurable:true});`;

/** Refuses WebAssembly memory growth past the cap, so a memory bomb meets MemoryError, not the OOM killer. */
function wasmCapBanner(capMb: number): string {
  return bindingShim + `{const cap=${capMb * 1024 * 1024};const grow=WebAssembly.Memory.prototype.grow;` +
    `Object.defineProperty(WebAssembly.Memory.prototype,'grow',{value:function(delta){` +
    `if(this.buffer.byteLength+delta*65536>cap)throw new RangeError('WebAssembly memory limit reached');` +
    `return grow.call(this,delta);},writable:false,configurable:false});}`;
}

let cached: Promise<SandboxFiles> | null = null;

/**
 * Bundles the sandbox's TypeScript into two plain JavaScript files (the sandbox may not start
 * tsx's compiler, a child process), written once per content under a folder named by their hash.
 */
export function sandboxFiles(options: BundleOptions): Promise<SandboxFiles> {
  cached ??= bundle(options).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

async function bundle(options: BundleOptions): Promise<SandboxFiles> {
  const pyodide = pyodideDir();
  const common = {
    bundle: true,
    format: 'esm' as const,
    platform: 'node' as const,
    target: 'node20',
    write: false,
    logLevel: 'silent' as const,
    plugins: [pyodideExternal(pyodide)],
  };
  const thread = await build({
    ...common,
    entryPoints: [runnerThreadEntry()],
    banner: { js: wasmCapBanner(options.wasmMemoryMb) },
  });
  const threadText = thread.outputFiles?.[0]?.text ?? '';
  const root = options.outDir ?? path.join(os.tmpdir(), 'codehop-learner-code');
  const threadHash = createHash('sha256').update(threadText).digest('hex').slice(0, 16);
  const dir = path.join(root, threadHash);
  const threadFile = path.join(dir, 'thread.mjs');
  // The runner starts from the same Python snapshot as everywhere else (issue 18), copied beside
  // the bundles: the sandbox may read that folder and write nowhere, so it never makes one itself.
  const snapshot = sandboxSnapshot(dir);
  const child = await build({
    ...common,
    entryPoints: [path.join(here, 'child-main.ts')],
    define: {
      CODEHOP_THREAD_FILE: JSON.stringify(threadFile),
      CODEHOP_THREAD_HEAP_MB: String(options.threadHeapMb),
      CODEHOP_SNAPSHOT_FILE: JSON.stringify(snapshot),
    },
  });
  const childText = child.outputFiles?.[0]?.text ?? '';
  const childHash = createHash('sha256').update(childText).digest('hex').slice(0, 16);
  const childFile = path.join(dir, `child-${childHash}.mjs`);
  mkdirSync(dir, { recursive: true });
  writeOnce(threadFile, threadText);
  writeOnce(childFile, childText);
  return { childFile, threadFile, readable: [dir, pyodide] };
}

/** The snapshot for the sandbox's runner: a copy of a valid one in `dir`, or null to boot the ordinary way. */
function sandboxSnapshot(dir: string): string | null {
  const source = nodeSnapshotFile();
  if (source === null) return null;
  const { bytes } = readNodeSnapshot(source);
  if (bytes === null) return null;
  const copy = path.join(dir, `python-${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.bin`);
  mkdirSync(dir, { recursive: true });
  writeOnce(copy, bytes);
  return copy;
}

/** Writes through a temporary name and a rename, so a process starting meanwhile never reads half a file. */
function writeOnce(file: string, text: string | Uint8Array): void {
  if (existsSync(file)) return;
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}
