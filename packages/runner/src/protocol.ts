import type { RunError, RunRequest, WorkerRunResult } from './run-result.ts';

/**
 * Messages between a host (page or Node parent thread) and its runner worker. Only the first
 * message travels on the worker's own channel: it hands the worker a private MessagePort, and
 * everything after uses that port, so a learner's program that reaches the worker's global
 * `postMessage` cannot speak to the host.
 */
export interface InitMessage {
  readonly type: 'init';
  /** Where Pyodide's files are served; undefined in Node (the npm package's own folder). */
  readonly indexURL?: string;
  /** Browser: URL of the Python memory snapshot (a hashed file of the build); none: ordinary boot. */
  readonly snapshotURL?: string;
  /** Node: the snapshot file (default: nodeSnapshotFile()), null for an ordinary boot. */
  readonly snapshotFile?: string | null;
  /** Int32Array view, index 0: Pyodide's interrupt signal (2 = KeyboardInterrupt). */
  readonly interrupt: SharedArrayBuffer;
  /** The pause mailbox, laid out by pause-channel.ts. */
  readonly pause: SharedArrayBuffer;
}

export interface RunMessage {
  readonly type: 'run';
  readonly id: number;
  readonly request: RunRequest;
}

export type HostMessage = RunMessage;

export interface ReadyMessage {
  readonly type: 'ready';
  readonly bootMs: number;
  /** Whether Python was restored from the memory snapshot. */
  readonly fromSnapshot?: boolean;
}

/**
 * Events and printed text produced since the last batch, streamed while the program runs. The
 * events travel as one JSON text: copying a string between threads is far cheaper than cloning
 * thousands of small objects, and a loop of commands produces thousands.
 */
export interface BatchMessage {
  readonly type: 'batch';
  readonly id: number;
  /** JSON array of RunnerEvent, or '' when there are none. */
  readonly events: string;
  readonly stdout: string;
}

export type PauseKind = 'write' | 'read' | 'display' | 'question' | 'input';

/** The program is blocked until the host answers through the pause mailbox. */
export interface PauseMessage {
  readonly type: 'pause';
  readonly id: number;
  readonly kind: PauseKind;
  readonly text: string;
  readonly line: number;
}

export interface ResultMessage {
  readonly type: 'result';
  readonly id: number;
  readonly result: WorkerRunResult;
}

/** The worker cannot go on (Pyodide exited or crashed); the host replaces it. */
export interface FatalMessage {
  readonly type: 'fatal';
  readonly message: string;
  readonly error?: RunError;
}

export type WorkerMessage =
  ReadyMessage | BatchMessage | PauseMessage | ResultMessage | FatalMessage;

