import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { sandboxFiles, type SandboxFiles } from './bundle.ts';
import type { ChildMessage, ParentMessage, SandboxJob, SandboxResult } from './protocol.ts';

export interface PoolOptions {
  /** Warm sandboxed processes (default 2). */
  readonly size?: number;
  /** Jobs allowed to wait; one more is refused with LearnerCodeBusyError (default 200). */
  readonly queueLimit?: number;
  /** Extra time past a job's own limit before its process is killed (default 2,500 ms). */
  readonly killAfterMs?: number;
  /** JavaScript heap of each process's main thread, MiB (default 96). */
  readonly processHeapMb?: number;
  /** JavaScript heap of the runner thread, MiB (default 160). */
  readonly threadHeapMb?: number;
  /** WebAssembly memory cap of the interpreter, MiB (default 512). */
  readonly wasmMemoryMb?: number;
  /** Where the sandbox bundles are written (default the system's temporary folder). */
  readonly bundleDir?: string;
  readonly log?: (message: string, details?: Record<string, unknown>) => void;
}

export class LearnerCodeBusyError extends Error {
  constructor() {
    super('Too many programs are waiting to be checked. Please try again in a moment.');
    this.name = 'LearnerCodeBusyError';
  }
}

interface Job {
  readonly job: SandboxJob;
  readonly resolve: (result: SandboxResult) => void;
  readonly queuedAt: number;
}

interface Slot {
  readonly index: number;
  process: ChildProcess | null;
  ready: boolean;
  current: (Job & { id: number; timer: ReturnType<typeof setTimeout> | undefined }) | null;
  /** Boot failures in a row, for backoff. */
  failures: number;
}

export interface PoolStats {
  readonly size: number;
  readonly ready: number;
  readonly busy: number;
  readonly queued: number;
  readonly completed: number;
  readonly killed: number;
  readonly respawned: number;
  readonly lastBootMs: number | null;
}

/** The flag that turns on Node's permission model: `--permission` from Node 22, experimental before. */
export function permissionFlag(): string {
  return process.allowedNodeEnvironmentFlags.has('--permission') ? '--permission' : '--experimental-permission';
}

/**
 * Node's flags for a sandboxed process: the permission model with reads of the bundles and Pyodide
 * only, worker threads (the runner's), no child processes, writes, addons or WASI, and a heap cap.
 * Node 20 has no network permission (it arrives with Node 25's `--allow-net`, off by default);
 * until then the runner's `js` module and disabled function constructors keep a program from
 * JavaScript's network calls.
 */
export function sandboxNodeFlags(files: Pick<SandboxFiles, 'readable'>, heapMb: number): string[] {
  return [
    permissionFlag(),
    ...files.readable.map((dir) => `--allow-fs-read=${path.join(dir, '*')}`),
    '--allow-worker',
    `--max-old-space-size=${heapMb}`,
    '--no-warnings',
  ];
}

/**
 * A small pool of warm sandboxed processes for learners' programs, and a bounded queue in front
 * of it. Each process runs under Node's permission model: it may read the sandbox bundles and
 * Pyodide's files, start worker threads (the runner's own), and nothing else (no child processes,
 * no writes, no addons); its environment is empty. A job that does not answer within its time
 * limit plus `killAfterMs` costs its process a SIGKILL, and a new process takes the slot.
 */
export class LearnerCodePool {
  private readonly slots: Slot[];
  private readonly queue: Job[] = [];
  private readonly queueLimit: number;
  private readonly killAfterMs: number;
  private readonly options: PoolOptions;
  private files: SandboxFiles | null = null;
  private closed = false;
  private nextId = 1;
  private readyWaiters: (() => void)[] = [];
  private counters = { completed: 0, killed: 0, respawned: 0 };
  private lastBootMs: number | null = null;
  private started: Promise<void> | null = null;

  constructor(options: PoolOptions = {}) {
    this.options = options;
    this.queueLimit = options.queueLimit ?? 200;
    this.killAfterMs = options.killAfterMs ?? 2500;
    this.slots = Array.from({ length: Math.max(1, options.size ?? 2) }, (_, index) => ({
      index,
      process: null,
      ready: false,
      current: null,
      failures: 0,
    }));
  }

  /** Starts the processes (once); resolves when at least one is warm. */
  warm(): Promise<void> {
    this.started ??= (async () => {
      this.files = await sandboxFiles({
        wasmMemoryMb: this.options.wasmMemoryMb ?? 512,
        threadHeapMb: this.options.threadHeapMb ?? 160,
        ...(this.options.bundleDir === undefined ? {} : { outDir: this.options.bundleDir }),
      });
      for (const slot of this.slots) this.spawn(slot);
    })();
    return this.started.then(() => this.anyReady());
  }

  private anyReady(): Promise<void> {
    if (this.slots.some((slot) => slot.ready)) return Promise.resolve();
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  /** Runs one program in a warm process; never rejects except when the queue is full or the pool closed. */
  run(job: SandboxJob): Promise<SandboxResult> {
    if (this.closed) return Promise.reject(new Error('The learner-code pool is closed.'));
    if (this.queue.length >= this.queueLimit) return Promise.reject(new LearnerCodeBusyError());
    void this.warm();
    return new Promise((resolve) => {
      this.queue.push({ job, resolve, queuedAt: performance.now() });
      this.dispatch();
    });
  }

  stats(): PoolStats {
    return {
      size: this.slots.length,
      ready: this.slots.filter((slot) => slot.ready).length,
      busy: this.slots.filter((slot) => slot.current !== null).length,
      queued: this.queue.length,
      ...this.counters,
      lastBootMs: this.lastBootMs,
    };
  }

  /** The process ids of the warm processes (tests check they survive hostile programs). */
  pids(): number[] {
    return this.slots.flatMap((slot) => (slot.ready && slot.process?.pid !== undefined ? [slot.process.pid] : []));
  }

  close(): void {
    this.closed = true;
    for (const slot of this.slots) {
      slot.process?.kill('SIGKILL');
      slot.process = null;
      if (slot.current) {
        clearTimeout(slot.current.timer);
        slot.current.resolve(crashResult('The server is shutting down.'));
        slot.current = null;
      }
    }
    for (const waiting of this.queue.splice(0)) waiting.resolve(crashResult('The server is shutting down.'));
  }

  private spawn(slot: Slot): void {
    if (this.closed || this.files === null) return;
    const files = this.files;
    const started = performance.now();
    const child = spawn(
      process.execPath,
      [...sandboxNodeFlags(files, this.options.processHeapMb ?? 96), files.childFile],
      // An empty environment: the server's secrets (database address, keys) never reach it.
      { stdio: ['ignore', 'ignore', 'pipe', 'ipc'], env: {}, serialization: 'advanced' },
    );
    slot.process = child;
    slot.ready = false;
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.on('message', (message: ChildMessage) => {
      if (slot.process !== child) return;
      if (message.type === 'ready') {
        slot.ready = true;
        slot.failures = 0;
        this.lastBootMs = Math.round(performance.now() - started);
        for (const resolve of this.readyWaiters.splice(0)) resolve();
        this.dispatch();
      } else if (message.type === 'resetting') {
        slot.ready = false;
      } else if (message.type === 'started' && slot.current?.id === message.id) {
        // The program runs from now: its own limit plus the allowance, then a kill.
        const current = slot.current;
        clearTimeout(current.timer);
        current.timer = this.killTimer(slot, current, current.job.timeLimitMs + this.killAfterMs);
      } else if (message.type === 'result' && slot.current?.id === message.id) {
        const current = slot.current;
        clearTimeout(current.timer);
        slot.current = null;
        this.counters.completed += 1;
        current.resolve(message.result);
        this.dispatch();
      }
    });
    child.on('exit', (code, signal) => {
      if (slot.process !== child) return;
      const wasReady = slot.ready;
      slot.process = null;
      slot.ready = false;
      if (slot.current) {
        clearTimeout(slot.current.timer);
        slot.current.resolve(crashResult('The program stopped the Python interpreter.'));
        slot.current = null;
      }
      if (this.closed) return;
      if (!wasReady) slot.failures += 1;
      this.options.log?.('learner-code process exited', { code, signal, wasReady, stderr: stderr.slice(-1000) });
      this.counters.respawned += 1;
      const delay = slot.failures === 0 ? 0 : Math.min(30_000, 250 * 2 ** slot.failures);
      setTimeout(() => this.spawn(slot), delay).unref();
    });
    child.on('error', (error) => {
      this.options.log?.('learner-code process error', { message: error.message });
    });
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (!slot.ready || slot.current !== null || slot.process === null) continue;
      const waiting = this.queue.shift();
      if (waiting === undefined) return;
      const id = this.nextId++;
      const current: NonNullable<Slot['current']> = { ...waiting, id, timer: undefined };
      // Until the process says the program started, allow for its runner warming up again too.
      current.timer = this.killTimer(slot, current, START_ALLOWANCE_MS + waiting.job.timeLimitMs + this.killAfterMs);
      slot.current = current;
      const message: ParentMessage = { type: 'run', id, job: waiting.job };
      slot.process.send(message);
    }
  }

  /** After `ms` without an answer the process is stuck (or the program found a way to block it): SIGKILL. */
  private killTimer(slot: Slot, current: NonNullable<Slot['current']>, ms: number): ReturnType<typeof setTimeout> {
    const child = slot.process;
    return setTimeout(() => {
      if (slot.current?.id !== current.id) return;
      this.counters.killed += 1;
      slot.current = null;
      // Nothing more goes to this process; its exit handler starts the next one.
      slot.ready = false;
      current.resolve({
        completed: false,
        error: { kind: 'timeout', message: 'Execution time exceeded 5 seconds. Code stopped to prevent crashing.', line: null },
        stdout: '',
        durationMs: Math.round(performance.now() - current.queuedAt),
      });
      child?.kill('SIGKILL');
    }, ms);
  }
}

/** How long a dispatched job may wait for its process's runner to be warm before the process counts as stuck. */
const START_ALLOWANCE_MS = 30_000;

function crashResult(message: string): SandboxResult {
  return { completed: false, error: { kind: 'crash', message, line: null }, stdout: '', durationMs: 0 };
}
