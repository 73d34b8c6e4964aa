import { MessageChannel, Worker } from 'node:worker_threads';
import type { Level } from '@codehop/engine';
import type { WorkerMessage } from './protocol.ts';
import type { RunResult } from './run-result.ts';
import { RunnerHost, type RunnerOptions, type WorkerFactory } from './runner-host.ts';
import { bundledNodeWorker } from './node-worker-bundle.ts';
import type { PauseAnswer } from './pause-channel.ts';

const WORKER_URL = new URL('./node-worker-boot.js', import.meta.url);

/**
 * Starts runner workers as Node worker threads, from the bundled worker (`node-worker-bundle.ts`:
 * plain JavaScript, no loader in the thread) or, failing that, the TypeScript entry through tsx.
 * The thread is unref'd so an idle runner never keeps a process alive.
 */
export const nodeWorkerFactory: WorkerFactory = nodeWorkerFactoryWith({});

/** The factory with a given snapshot file (null: ordinary boot; default: nodeSnapshotFile()). */
export function nodeWorkerFactoryWith(options: { snapshotFile?: string | null }): WorkerFactory {
  return (buffers, callbacks) => {
    const channel = new MessageChannel();
    channel.port1.on('message', (message: WorkerMessage) => callbacks.onMessage(message));
    channel.port1.unref();
    let ended = false;
    let busy = false;
    let worker: Worker | null = null;
    const init = {
      type: 'init',
      interrupt: buffers.interrupt,
      pause: buffers.pause,
      port: channel.port2,
    };
    // Runs posted meanwhile wait in the channel until the thread takes its end.
    void bundledNodeWorker().then((bundle) => {
      if (ended) return;
      // The bundle needs no loader: a parent's `--import tsx` would only slow the thread down.
      const started = bundle === null ? new Worker(WORKER_URL) : new Worker(bundle, { execArgv: [] });
      worker = started;
      if (!busy) started.unref();
      started.on('error', (error) => {
        if (!ended) callbacks.onCrash(error instanceof Error ? error.message : String(error));
      });
      started.on('exit', (code) => {
        if (!ended) callbacks.onCrash('The worker thread exited with code ' + code + '.');
      });
      started.postMessage(
        options.snapshotFile === undefined ? init : { ...init, snapshotFile: options.snapshotFile },
        [channel.port2],
      );
    });
    return {
      post: (message) => channel.port1.postMessage(message),
      hold: (on) => {
        busy = on;
        if (on) worker?.ref();
        else worker?.unref();
      },
      terminate: () => {
        ended = true;
        channel.port1.close();
        void worker?.terminate();
      },
    };
  };
}

export interface NodeRunnerOptions extends RunnerOptions {
  /** The Python snapshot file; null boots the ordinary way; default nodeSnapshotFile(). */
  readonly snapshotFile?: string | null;
}

export function createNodeRunner(options: NodeRunnerOptions = {}): RunnerHost {
  const factory =
    options.snapshotFile === undefined
      ? nodeWorkerFactory
      : nodeWorkerFactoryWith({ snapshotFile: options.snapshotFile });
  return new RunnerHost(factory, options);
}

export interface RunLevelOptions {
  /** Answers to question() popups in order: true/'yes' is Yes. When they run out, No. */
  readonly answers?: readonly (boolean | string)[];
  /** Lines for input(), in order; when they run out input() raises EOFError, as in CPython. */
  readonly input?: readonly string[];
  /** The runner to use; by default one shared runner per process. */
  readonly runner?: RunnerHost;
  readonly actionLimit?: number;
  readonly seed?: number;
  readonly timeLimitMs?: number;
}

let sharedRunner: RunnerHost | null = null;

/** The process-wide runner used by runLevel when none is given. */
export function sharedNodeRunner(): RunnerHost {
  if (sharedRunner === null || sharedRunner.status === 'closed') sharedRunner = createNodeRunner();
  return sharedRunner;
}

/** Run a learner's program against a level (or plain Python with level null) and wait for the verdict. */
export async function runLevel(
  level: Level | null,
  code: string,
  options: RunLevelOptions = {},
): Promise<RunResult> {
  const runner = options.runner ?? sharedNodeRunner();
  await runner.ready();
  const answers = [...(options.answers ?? [])];
  const lines = [...(options.input ?? [])];
  const request = {
    code,
    level,
    ...(options.actionLimit === undefined ? {} : { actionLimit: options.actionLimit }),
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    ...(options.timeLimitMs === undefined ? {} : { timeLimitMs: options.timeLimitMs }),
  };
  return runner.run(request, {
    onPause: (pause) => {
      let answer: PauseAnswer = { kind: 'closed' };
      if (pause.kind === 'question')
        answer = isYes(answers.shift()) ? { kind: 'yes' } : { kind: 'no' };
      if (pause.kind === 'input') {
        const line = lines.shift();
        answer = line === undefined ? { kind: 'eof' } : { kind: 'text', text: line };
      }
      runner.answer(answer);
    },
  });
}

function isYes(answer: boolean | string | undefined): boolean {
  if (typeof answer === 'boolean') return answer;
  return answer !== undefined && ['yes', 'y', 'true', '1'].includes(answer.trim().toLowerCase());
}
