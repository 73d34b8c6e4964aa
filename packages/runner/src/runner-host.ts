import { checkMaxLines } from './line-limit.ts';
import { createPauseBuffer, writeAnswer, type PauseAnswer } from './pause-channel.ts';
import type { HostMessage, PauseKind, WorkerMessage } from './protocol.ts';
import type { RunnerEvent } from './runner-event.ts';
import {
  BUSY_MESSAGE,
  NOT_INITIALIZED_MESSAGE,
  RESETTING_MESSAGE,
  TIMEOUT_MESSAGE,
  type RunError,
  type RunRequest,
  type RunResult,
  type WorkerRunResult,
} from './run-result.ts';

/** One worker as the host sees it, whatever the platform. */
export interface WorkerEndpoint {
  readonly post: (message: HostMessage) => void;
  readonly terminate: () => void;
  /** Whether the worker should keep its process alive (Node): yes while booting or running. */
  readonly hold?: (busy: boolean) => void;
}

export interface WorkerCallbacks {
  readonly onMessage: (message: WorkerMessage) => void;
  /** The worker died or failed outside a message (error event, exit). */
  readonly onCrash: (reason: string) => void;
}

export type WorkerFactory = (
  buffers: { readonly interrupt: SharedArrayBuffer; readonly pause: SharedArrayBuffer },
  callbacks: WorkerCallbacks,
) => WorkerEndpoint;

export type RunnerStatus = 'booting' | 'ready' | 'running' | 'resetting' | 'failed' | 'closed';

export interface PauseRequest {
  readonly kind: PauseKind;
  readonly text: string;
  readonly line: number;
}

export interface RunHandlers {
  readonly onEvents?: (events: readonly RunnerEvent[]) => void;
  readonly onStdout?: (text: string) => void;
  /** A popup or input() waits: show it, then call `answer`. Without a handler pauses close at once. */
  readonly onPause?: (pause: PauseRequest) => void;
}

export interface RunnerOptions {
  /** Python time allowed per run, pauses excluded. */
  readonly timeLimitMs?: number;
  /** How long an interrupted program may take to stop before its worker is replaced. */
  readonly graceMs?: number;
  /** A worker whose WebAssembly memory grew past this is replaced after the run. */
  readonly maxHeapBytes?: number;
}

export class RunnerUnavailableError extends Error {
  constructor(
    message: string,
    readonly reason: 'not_initialized' | 'resetting' | 'busy' | 'closed',
  ) {
    super(message);
    this.name = 'RunnerUnavailableError';
  }
}

interface ActiveRun {
  readonly id: number;
  readonly handlers: RunHandlers;
  readonly events: RunnerEvent[];
  readonly stdout: string[];
  readonly resolve: (result: RunResult) => void;
  budgetMs: number;
  resumedAt: number;
  elapsedMs: number;
  paused: boolean;
  endReason: 'timeout' | 'stopped' | null;
  timer: ReturnType<typeof setTimeout> | null;
}

const MAX_FAILED_BOOTS = 3;
const CRASH_MESSAGE = 'The Python worker stopped unexpectedly and was restarted.';

/**
 * The host half of the runner: owns the worker's life (boot, run, stop, time limit, restart)
 * and turns the worker's messages into one RunResult per run. Platform-free: the browser and
 * Node differ only in the WorkerFactory.
 */
export class RunnerHost {
  private endpoint: WorkerEndpoint | null = null;
  private interrupt = new Int32Array(new SharedArrayBuffer(4));
  private pauseBuffer = createPauseBuffer();
  private current: ActiveRun | null = null;
  private nextId = 1;
  private generation = 0;
  private everReady = false;
  private readySinceStart = false;
  private failedBoots = 0;
  private statusValue: RunnerStatus = 'booting';
  private readyWaiters: { resolve: () => void; reject: (error: Error) => void }[] = [];
  private readonly statusListeners = new Set<(status: RunnerStatus) => void>();
  private readonly timeLimitMs: number;
  private readonly graceMs: number;
  private readonly maxHeapBytes: number;
  /** Milliseconds the last boot took inside the worker. */
  lastBootMs = 0;
  /** Whether the last worker's Python was restored from the memory snapshot. */
  lastBootFromSnapshot = false;

  constructor(
    private readonly factory: WorkerFactory,
    options: RunnerOptions = {},
  ) {
    this.timeLimitMs = options.timeLimitMs ?? 5000;
    this.graceMs = options.graceMs ?? 1000;
    this.maxHeapBytes = options.maxHeapBytes ?? 1024 * 1024 * 1024;
    this.startWorker();
  }

  get status(): RunnerStatus {
    return this.statusValue;
  }

  onStatus(listener: (status: RunnerStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Resolves when a worker is booted and idle. */
  ready(): Promise<void> {
    if (this.statusValue === 'ready') return Promise.resolve();
    if (this.statusValue === 'closed') return Promise.reject(new RunnerUnavailableError('The runner is closed.', 'closed'));
    return new Promise((resolve, reject) => this.readyWaiters.push({ resolve, reject }));
  }

  run(request: RunRequest, handlers: RunHandlers = {}): Promise<RunResult> {
    const unavailable = this.unavailable();
    if (unavailable !== null) return Promise.reject(unavailable);
    const endpoint = this.endpoint;
    if (endpoint === null) return Promise.reject(new RunnerUnavailableError(NOT_INITIALIZED_MESSAGE, 'not_initialized'));
    const tooLong = checkMaxLines(request.code, request.level?.maxLinesOfCode);
    if (tooLong !== null) {
      return Promise.resolve({ completed: false, error: tooLong, stdout: '', stderr: '', events: [], variables: {}, goals: [], durationMs: 0 });
    }
    return new Promise<RunResult>((resolve) => {
      const run: ActiveRun = {
        id: this.nextId++,
        handlers,
        events: [],
        stdout: [],
        resolve,
        budgetMs: request.timeLimitMs ?? this.timeLimitMs,
        resumedAt: performance.now(),
        elapsedMs: 0,
        paused: false,
        endReason: null,
        timer: null,
      };
      this.current = run;
      this.setStatus('running');
      Atomics.store(this.interrupt, 0, 0);
      endpoint.post({ type: 'run', id: run.id, request });
      this.armTimeLimit(run);
    });
  }

  /** Answer the popup or input() the program waits on. */
  answer(answer: PauseAnswer): void {
    const run = this.current;
    if (run === null || !run.paused || run.endReason !== null) return;
    run.paused = false;
    run.resumedAt = performance.now();
    writeAnswer(this.pauseBuffer, answer);
    this.armTimeLimit(run);
  }

  /** Stop the running program silently (KeyboardInterrupt); a program that ignores it loses its worker. */
  stop(): void {
    const run = this.current;
    if (run === null || run.endReason !== null) return;
    this.endRun(run, 'stopped');
  }

  close(): void {
    this.setStatus('closed');
    this.endpoint?.terminate();
    this.endpoint = null;
    const run = this.current;
    if (run !== null) this.finish(run, null, { kind: 'stopped', message: '', line: null, trace: '', hint: null });
    for (const waiter of this.readyWaiters.splice(0)) waiter.reject(new RunnerUnavailableError('The runner is closed.', 'closed'));
  }

  private unavailable(): RunnerUnavailableError | null {
    switch (this.statusValue) {
      case 'ready':
        return null;
      case 'running':
        return new RunnerUnavailableError(BUSY_MESSAGE, 'busy');
      case 'failed':
        return new RunnerUnavailableError(NOT_INITIALIZED_MESSAGE, 'not_initialized');
      case 'resetting':
        return new RunnerUnavailableError(this.everReady ? RESETTING_MESSAGE : NOT_INITIALIZED_MESSAGE, this.everReady ? 'resetting' : 'not_initialized');
      case 'closed':
        return new RunnerUnavailableError('The runner is closed.', 'closed');
      default:
        return new RunnerUnavailableError(NOT_INITIALIZED_MESSAGE, 'not_initialized');
    }
  }

  private setStatus(status: RunnerStatus): void {
    if (this.statusValue === 'closed') return;
    this.statusValue = status;
    this.endpoint?.hold?.(status !== 'ready' && status !== 'failed');
    if (status === 'ready') for (const waiter of this.readyWaiters.splice(0)) waiter.resolve();
    for (const listener of this.statusListeners) listener(status);
  }

  private startWorker(): void {
    const generation = ++this.generation;
    this.readySinceStart = false;
    this.interrupt = new Int32Array(new SharedArrayBuffer(4));
    this.pauseBuffer = createPauseBuffer();
    this.endpoint = this.factory(
      { interrupt: this.interrupt.buffer as SharedArrayBuffer, pause: this.pauseBuffer },
      {
        onMessage: (message) => {
          if (generation === this.generation) this.onMessage(message);
        },
        onCrash: (reason) => {
          if (generation === this.generation) this.onCrash(reason);
        },
      },
    );
    this.endpoint.hold?.(true);
  }

  private restart(): void {
    if (this.statusValue === 'closed') return;
    // A worker that cannot even boot would be restarted forever: give up after a few tries.
    if (!this.readySinceStart && ++this.failedBoots >= MAX_FAILED_BOOTS) {
      this.endpoint?.terminate();
      this.endpoint = null;
      this.setStatus('failed');
      for (const waiter of this.readyWaiters.splice(0)) waiter.reject(new RunnerUnavailableError(NOT_INITIALIZED_MESSAGE, 'not_initialized'));
      return;
    }
    this.endpoint?.terminate();
    this.endpoint = null;
    this.setStatus('resetting');
    this.startWorker();
  }

  private onMessage(message: WorkerMessage): void {
    switch (message.type) {
      case 'ready':
        this.lastBootMs = message.bootMs;
        this.lastBootFromSnapshot = message.fromSnapshot === true;
        this.everReady = true;
        this.readySinceStart = true;
        this.failedBoots = 0;
        this.setStatus('ready');
        return;
      case 'fatal':
        this.onCrash(message.message);
        return;
      default:
        break;
    }
    const run = this.current;
    if (run === null || message.id !== run.id) return;
    if (message.type === 'batch') {
      if (message.events !== '') {
        const events = JSON.parse(message.events) as RunnerEvent[];
        for (const event of events) run.events.push(event);
        run.handlers.onEvents?.(events);
      }
      if (message.stdout !== '') {
        run.stdout.push(message.stdout);
        run.handlers.onStdout?.(message.stdout);
      }
    } else if (message.type === 'pause') {
      this.pauseClock(run);
      run.paused = true;
      if (run.endReason !== null) writeAnswer(this.pauseBuffer, { kind: 'stopped' });
      else if (run.handlers.onPause !== undefined) run.handlers.onPause({ kind: message.kind, text: message.text, line: message.line });
      else this.answer(message.kind === 'input' ? { kind: 'eof' } : { kind: 'closed' });
    } else if (message.type === 'result') {
      this.onResult(run, message.result);
    }
  }

  private onResult(run: ActiveRun, result: WorkerRunResult): void {
    if (result.eventsTail.length > 0) {
      for (const event of result.eventsTail) run.events.push(event);
      run.handlers.onEvents?.(result.eventsTail);
    }
    if (result.stdoutTail !== '') {
      run.stdout.push(result.stdoutTail);
      run.handlers.onStdout?.(result.stdoutTail);
    }
    let error = result.error;
    if (run.endReason !== null) error = this.reasonError(run.endReason, error);
    else if (error?.kind === 'stopped') error = { ...error, kind: 'python' };
    this.finish(run, result, error);
    if (result.fatal || result.heapBytes > this.maxHeapBytes) this.restart();
    else this.setStatus('ready');
  }

  private onCrash(reason: string): void {
    const run = this.current;
    if (run !== null) {
      const error = run.endReason !== null ? this.reasonError(run.endReason, null) : crashError(reason);
      this.finish(run, null, error);
    }
    this.restart();
  }

  private reasonError(reason: 'timeout' | 'stopped', error: RunError | null): RunError {
    if (reason === 'timeout') {
      return { kind: 'timeout', message: TIMEOUT_MESSAGE, line: error?.line ?? null, trace: error?.trace ?? '', hint: null, key: 'runner.timeout', params: {} };
    }
    return { kind: 'stopped', message: '', line: error?.line ?? null, trace: '', hint: null };
  }

  private finish(run: ActiveRun, result: WorkerRunResult | null, error: RunError | null): void {
    if (this.current !== run) return;
    this.current = null;
    if (run.timer !== null) clearTimeout(run.timer);
    if (!run.paused) run.elapsedMs += performance.now() - run.resumedAt;
    run.resolve({
      completed: error?.kind === 'timeout' || error?.kind === 'stopped' ? false : (result?.completed ?? false),
      error,
      stdout: run.stdout.join(''),
      stderr: result?.stderr ?? '',
      events: run.events,
      variables: result?.variables ?? {},
      goals: result?.goals ?? [],
      durationMs: Math.round(run.elapsedMs),
    });
  }

  private pauseClock(run: ActiveRun): void {
    if (run.timer !== null) clearTimeout(run.timer);
    run.timer = null;
    const spent = performance.now() - run.resumedAt;
    run.elapsedMs += spent;
    run.budgetMs -= spent;
  }

  private armTimeLimit(run: ActiveRun): void {
    if (run.timer !== null) clearTimeout(run.timer);
    run.timer = setTimeout(() => {
      run.timer = null;
      if (this.current === run && run.endReason === null) this.endRun(run, 'timeout');
    }, Math.max(0, run.budgetMs));
  }

  private endRun(run: ActiveRun, reason: 'timeout' | 'stopped'): void {
    run.endReason = reason;
    Atomics.store(this.interrupt, 0, 2);
    Atomics.notify(this.interrupt, 0);
    if (run.paused) writeAnswer(this.pauseBuffer, { kind: 'stopped' });
    if (run.timer !== null) clearTimeout(run.timer);
    // A program that swallows KeyboardInterrupt, or is stuck where Python never checks for
    // it, keeps the worker: give it a moment, then replace the worker.
    run.timer = setTimeout(() => {
      run.timer = null;
      if (this.current !== run) return;
      this.finish(run, null, this.reasonError(reason, null));
      this.restart();
    }, this.graceMs);
  }
}

function crashError(reason: string): RunError {
  return { kind: 'python', message: CRASH_MESSAGE, line: null, trace: reason, hint: null, key: 'runner.crash', params: {} };
}
