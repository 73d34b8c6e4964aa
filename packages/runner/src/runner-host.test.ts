import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitForAnswer } from './pause-channel.ts';
import type { HostMessage, WorkerMessage } from './protocol.ts';
import { RunnerHost, type WorkerCallbacks, type WorkerFactory } from './runner-host.ts';
import { NOT_INITIALIZED_MESSAGE, RESETTING_MESSAGE, TIMEOUT_MESSAGE, type RunResult, type WorkerRunResult } from './run-result.ts';

/** A worker the test plays by hand: it records what the host posts and says what the test tells it. */
class FakeWorker {
  readonly posted: HostMessage[] = [];
  terminated = false;
  constructor(
    readonly buffers: { readonly interrupt: SharedArrayBuffer; readonly pause: SharedArrayBuffer },
    readonly callbacks: WorkerCallbacks,
  ) {}
  say(message: WorkerMessage): void {
    this.callbacks.onMessage(message);
  }
  interrupted(): number {
    return new Int32Array(this.buffers.interrupt)[0] ?? 0;
  }
  lastRunId(): number {
    const last = this.posted.at(-1);
    if (last?.type !== 'run') throw new Error('no run posted');
    return last.id;
  }
}

function workerResult(extra: Partial<WorkerRunResult> = {}): WorkerRunResult {
  return { completed: false, error: null, stdoutTail: '', stderr: '', eventsTail: [], variables: {}, goals: [], heapBytes: 0, fatal: false, ...extra };
}

let workers: FakeWorker[];
let factory: WorkerFactory;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  workers = [];
  factory = (buffers, callbacks) => {
    const worker = new FakeWorker(buffers, callbacks);
    workers.push(worker);
    return { post: (message) => worker.posted.push(message), terminate: () => (worker.terminated = true) };
  };
});

afterEach(() => {
  vi.useRealTimers();
});

function bootedHost(options: ConstructorParameters<typeof RunnerHost>[1] = {}): { host: RunnerHost; worker: FakeWorker } {
  const host = new RunnerHost(factory, options);
  const worker = workers[0];
  if (worker === undefined) throw new Error('no worker');
  worker.say({ type: 'ready', bootMs: 1 });
  return { host, worker };
}

describe('RunnerHost', () => {
  it('runs a program and gathers streamed events and output', async () => {
    const { host, worker } = bootedHost();
    const streamed: unknown[] = [];
    const pending = host.run({ code: 'x', level: null }, { onEvents: (events) => streamed.push(...events) });
    expect(host.status).toBe('running');
    const id = worker.lastRunId();
    worker.say({ type: 'batch', id, events: JSON.stringify([{ type: 'spoke', text: 'Hi', line: 2 }]), stdout: 'a' });
    worker.say({ type: 'batch', id: id + 99, events: JSON.stringify([{ type: 'spoke', text: 'stale', line: 1 }]), stdout: 'zzz' });
    worker.say({ type: 'result', id, result: workerResult({ stdoutTail: 'b', eventsTail: [{ type: 'level-completed', line: 0 }], completed: true }) });
    const result = await pending;
    expect(result).toMatchObject({ completed: true, stdout: 'ab', error: null });
    expect(result.events.map((event) => event.type)).toEqual(['spoke', 'level-completed']);
    expect(streamed).toHaveLength(2);
    expect(host.status).toBe('ready');
  });

  it('refuses to run before the first boot and while busy', async () => {
    const host = new RunnerHost(factory);
    await expect(host.run({ code: 'x', level: null })).rejects.toThrow(NOT_INITIALIZED_MESSAGE);
    workers[0]?.say({ type: 'ready', bootMs: 1 });
    void host.run({ code: 'x', level: null });
    await expect(host.run({ code: 'y', level: null })).rejects.toThrow(/already running/);
  });

  it('interrupts at the time limit and reports the timeout message', async () => {
    const { host, worker } = bootedHost();
    const pending = host.run({ code: 'x', level: null });
    vi.advanceTimersByTime(4999);
    expect(worker.interrupted()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(worker.interrupted()).toBe(2);
    const error = { kind: 'stopped' as const, message: 'KeyboardInterrupt', line: 3, trace: 't', hint: null };
    worker.say({ type: 'result', id: worker.lastRunId(), result: workerResult({ error, completed: true }) });
    const result: RunResult = await pending;
    expect(result.error).toMatchObject({ kind: 'timeout', message: TIMEOUT_MESSAGE, line: 3 });
    expect(result.completed).toBe(false);
  });

  it('does not count the time a popup waits', async () => {
    const { host, worker } = bootedHost();
    const pending = host.run({ code: 'x', level: null }, { onPause: () => undefined });
    vi.advanceTimersByTime(3000);
    worker.say({ type: 'pause', id: worker.lastRunId(), kind: 'question', text: 'Sunny?', line: 2 });
    vi.advanceTimersByTime(60_000);
    expect(worker.interrupted()).toBe(0);
    host.answer({ kind: 'yes' });
    expect(waitForAnswer(worker.buffers.pause)).toEqual({ kind: 'yes' });
    vi.advanceTimersByTime(1999);
    expect(worker.interrupted()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(worker.interrupted()).toBe(2);
    worker.say({ type: 'result', id: worker.lastRunId(), result: workerResult() });
    expect((await pending).durationMs).toBe(5000);
  });

  it('stops silently, and wakes a program waiting on a popup', async () => {
    const { host, worker } = bootedHost();
    const pending = host.run({ code: 'x', level: null }, { onPause: () => undefined });
    worker.say({ type: 'pause', id: worker.lastRunId(), kind: 'write', text: 'Hi', line: 1 });
    host.stop();
    expect(worker.interrupted()).toBe(2);
    expect(waitForAnswer(worker.buffers.pause)).toEqual({ kind: 'stopped' });
    worker.say({ type: 'result', id: worker.lastRunId(), result: workerResult() });
    expect((await pending).error).toEqual({ kind: 'stopped', message: '', line: null, trace: '', hint: null });
  });

  it('replaces a worker that ignores the interrupt, answering "resetting" meanwhile', async () => {
    const { host, worker } = bootedHost({ graceMs: 1000 });
    const pending = host.run({ code: 'x', level: null });
    host.stop();
    vi.advanceTimersByTime(1000);
    expect((await pending).error?.kind).toBe('stopped');
    expect(worker.terminated).toBe(true);
    expect(workers).toHaveLength(2);
    await expect(host.run({ code: 'y', level: null })).rejects.toThrow(RESETTING_MESSAGE);
    workers[1]?.say({ type: 'ready', bootMs: 1 });
    expect(host.status).toBe('ready');
  });

  it.each([
    ['a crash', (worker: FakeWorker) => worker.callbacks.onCrash('boom')],
    ['a fatal result', (worker: FakeWorker) => worker.say({ type: 'result', id: worker.lastRunId(), result: workerResult({ fatal: true }) })],
    ['a bloated heap', (worker: FakeWorker) => worker.say({ type: 'result', id: worker.lastRunId(), result: workerResult({ heapBytes: 2 ** 31 }) })],
  ])('starts a fresh worker after %s', async (_name, end) => {
    const { host, worker } = bootedHost();
    const pending = host.run({ code: 'x', level: null });
    end(worker);
    await pending;
    expect(worker.terminated).toBe(true);
    expect(host.status).toBe('resetting');
    expect(workers).toHaveLength(2);
  });

  it('calls a KeyboardInterrupt the program raised itself a Python error', async () => {
    const { host, worker } = bootedHost();
    const pending = host.run({ code: 'raise KeyboardInterrupt', level: null });
    const error = { kind: 'stopped' as const, message: 'KeyboardInterrupt', line: 1, trace: 't', hint: null };
    worker.say({ type: 'result', id: worker.lastRunId(), result: workerResult({ error }) });
    expect((await pending).error?.kind).toBe('python');
  });

  it('gives up after three workers fail to boot', async () => {
    const host = new RunnerHost(factory);
    const ready = host.ready();
    for (let attempt = 0; attempt < 3; attempt++) workers[attempt]?.say({ type: 'fatal', message: 'no wasm' });
    await expect(ready).rejects.toThrow(NOT_INITIALIZED_MESSAGE);
    expect(host.status).toBe('failed');
    expect(workers).toHaveLength(3);
  });
});
