import type { PyodideAPI } from 'pyodide';
import { GameBridge } from './game-bridge.ts';
import { goalVariableNames, type Level } from './engine-adapter.ts';
import { resetPause, waitForAnswer, type PauseAnswer } from './pause-channel.ts';
import type { PauseKind, RunMessage, WorkerMessage } from './protocol.ts';
import type { RunnerEvent } from './runner-event.ts';
import type { RunError, WorkerRunResult } from './run-result.ts';
import { OutputCapture } from './output-capture.ts';
import { hardenRealm } from './harden-realm.ts';
import type { PyRuntime, StartedPython } from './python-start.ts';

export type { LoadPyodide } from './python-start.ts';

/**
 * The runner inside its worker (browser Web Worker or Node worker thread): boots Pyodide, then
 * runs one program at a time. Everything here is synchronous once a run starts: Python calls
 * the engine directly, and pauses block the thread on the pause mailbox.
 */
export class WorkerCore {
  private runtime: PyRuntime | null = null;
  private bridge: GameBridge | null = null;
  private runId = 0;
  private readonly stdout: OutputCapture;
  private readonly stderr: OutputCapture;
  private readonly interrupt: Int32Array;

  private constructor(
    private readonly pyodide: PyodideAPI,
    private readonly post: (message: WorkerMessage) => void,
    interruptBuffer: SharedArrayBuffer,
    private readonly pauseBuffer: SharedArrayBuffer,
  ) {
    this.interrupt = new Int32Array(interruptBuffer);
    this.stdout = new OutputCapture();
    this.stderr = new OutputCapture();
  }

  /**
   * Starts Python through `startPython` (from the snapshot when there is a fitting one), then
   * attaches this worker's bridge, output and interrupt buffer.
   */
  static async boot(options: {
    /** startPython (browser) or startNodePython (Node), already under way or not. */
    readonly start: () => Promise<StartedPython>;
    readonly interrupt: SharedArrayBuffer;
    readonly pause: SharedArrayBuffer;
    readonly post: (message: WorkerMessage) => void;
  }): Promise<WorkerCore> {
    const started = performance.now();
    const python = await options.start();
    const core = new WorkerCore(python.pyodide, options.post, options.interrupt, options.pause);
    core.install(python.runtime);
    hardenRealm();
    options.post({
      type: 'ready',
      bootMs: Math.round(performance.now() - started),
      fromSnapshot: python.fromSnapshot,
    });
    return core;
  }

  private install(runtime: PyRuntime): void {
    const { pyodide } = this;
    pyodide.setInterruptBuffer(this.interrupt);
    pyodide.setStdout({ write: (bytes: Uint8Array) => this.stdout.write(bytes), isatty: true });
    pyodide.setStderr({ write: (bytes: Uint8Array) => this.stderr.write(bytes) });
    const bridge = {
      call: (op: number, a: unknown, b: unknown, line: number): number =>
        this.requireBridge().call(op, a, b, line),
      call0: (op: number, line: number): number => this.requireBridge().call0(op, line),
      last: (): string => this.requireBridge().last(),
      sleep: (ms: number): void => this.sleep(ms),
      ask_input: (prompt: string, line: number): string => this.askInput(prompt, line),
    };
    runtime.install(bridge);
    this.runtime = runtime;
    // Python-side imports of these would hand a program the whole JavaScript API.
    for (const name of ['pyodide_js']) {
      try {
        pyodide.unregisterJsModule(name);
      } catch {
        // Not registered in this Pyodide build: nothing to hide.
      }
    }
  }

  handle(message: RunMessage): void {
    const result = this.run(message);
    this.post({ type: 'result', id: message.id, result });
  }

  private run(message: RunMessage): WorkerRunResult {
    const { request } = message;
    this.runId = message.id;
    Atomics.store(this.interrupt, 0, 0);
    this.stdout.reset((text) => this.streamOut(text));
    this.stderr.reset(null);
    const level: Level | null = request.level;
    const variableNames = level === null ? [] : goalVariableNames(level);
    const constants = level === null ? [] : (level.constants ?? []);
    let error: RunError | null;
    let variables: Record<string, unknown> = {};
    let fatal = false;
    try {
      this.bridge = new GameBridge(
        level,
        { actionLimit: request.actionLimit, seed: request.seed },
        {
          flush: (events) => this.streamEvents(events),
          pause: (kind, text, line) => this.pause(kind, text, line),
        },
      );
      const optionsJson = JSON.stringify({ constants, variables: variableNames, virtualTime: request.virtualTime === true });
      const raw = this.requireRuntime().run(request.code, optionsJson);
      const parsed = JSON.parse(raw) as {
        error: RunError | null;
        variables: Record<string, unknown>;
      };
      error = parsed.error;
      variables = parsed.variables;
    } catch (thrown) {
      // A Python exception escaping the runtime means an interrupt landed in its own
      // bookkeeping; anything else means the interpreter itself broke.
      const text = thrown instanceof Error ? thrown.message : String(thrown);
      const isPython = thrown instanceof Error && thrown.constructor.name === 'PythonError';
      fatal = !isPython || !this.recovered();
      error = {
        kind: /KeyboardInterrupt/.test(text) ? 'stopped' : 'python',
        message: lastLine(text) || 'The Python interpreter stopped unexpectedly.',
        line: null,
        trace: text,
        hint: null,
        key: 'runner.crash',
        params: {},
      };
    }
    const bridge = this.bridge;
    this.bridge = null;
    const verdict =
      bridge === null || fatal ? { completed: false, goals: [] } : bridge.completion(variables);
    // The last events leave with the result rather than in one more batch.
    const eventsTail: RunnerEvent[] = bridge === null ? [] : bridge.takePending();
    return {
      completed: error?.kind === 'stopped' ? false : verdict.completed,
      error,
      stdoutTail: this.stdout.takePending(),
      stderr: this.stderr.takePending(),
      eventsTail,
      variables,
      goals: verdict.goals,
      heapBytes: this.heapBytes(),
      fatal,
    };
  }

  /** After an interrupt escaped the runtime: put the interpreter back, or report that it cannot be. */
  private recovered(): boolean {
    try {
      Atomics.store(this.interrupt, 0, 0);
      this.requireRuntime().recover();
      return true;
    } catch {
      return false;
    }
  }

  private heapBytes(): number {
    const module = (this.pyodide as unknown as { _module?: { HEAP8?: { length: number } } })
      ._module;
    return module?.HEAP8?.length ?? 0;
  }

  private requireBridge(): GameBridge {
    if (this.bridge === null) throw new Error('No program is running.');
    return this.bridge;
  }

  private requireRuntime(): PyRuntime {
    if (this.runtime === null) throw new Error('Pyodide worker is not initialized.');
    return this.runtime;
  }

  private streamEvents(events: RunnerEvent[]): void {
    this.post({
      type: 'batch',
      id: this.runId,
      events: JSON.stringify(events),
      stdout: this.stdout.takePending(),
    });
  }

  private streamOut(text: string): void {
    this.post({ type: 'batch', id: this.runId, events: '', stdout: text });
  }

  private flushAll(): void {
    this.pyodide.runPython('import sys; sys.stdout.flush()');
    if (this.bridge !== null) this.bridge.flush();
    const text = this.stdout.takePending();
    if (text !== '') this.streamOut(text);
  }

  private pause(kind: PauseKind, text: string, line: number): PauseAnswer {
    this.flushAll();
    resetPause(this.pauseBuffer);
    this.post({ type: 'pause', id: this.runId, kind, text, line });
    const answer = waitForAnswer(this.pauseBuffer);
    if (answer.kind === 'stopped') this.pyodide.checkInterrupt();
    return answer;
  }

  private askInput(prompt: string, line: number): string {
    const answer = this.pause('input', prompt, line);
    if (answer.kind === 'text') return JSON.stringify(answer.text);
    if (answer.kind === 'stopped') return JSON.stringify(null);
    return answer.kind === 'eof' ? 'null' : JSON.stringify('');
  }

  /** Sleep on the interrupt slot, so Stop or the time limit wakes the program at once. */
  private sleep(ms: number): void {
    const until = performance.now() + ms;
    for (;;) {
      const left = until - performance.now();
      if (left <= 0) return;
      if (Atomics.load(this.interrupt, 0) !== 0) {
        this.pyodide.checkInterrupt();
        return;
      }
      Atomics.wait(this.interrupt, 0, 0, Math.min(left, 1000));
    }
  }
}

function lastLine(text: string): string {
  const lines = text
    .trim()
    .split('\n')
    .filter((line) => line.trim() !== '');
  return lines.at(-1)?.trim() ?? '';
}
