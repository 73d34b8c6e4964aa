// Entry of a sandboxed learner-code process (bundled by bundle.ts, started by pool.ts under Node's
// permission model). It keeps one warm runner (a worker thread holding Pyodide) and runs the jobs
// the parent sends over IPC, one at a time. Nothing here trusts the program: the runner's own time
// limit interrupts it, and the parent kills this whole process if an answer does not come.
import { Worker } from 'node:worker_threads';
import { MessageChannel } from 'node:worker_threads';
import { RunnerHost, type WorkerFactory } from '@codehop/runner/host';
import type { ChildMessage, ParentMessage, SandboxResult } from './protocol.ts';
import { runTipJob } from './tip-job.ts';

declare const CODEHOP_THREAD_FILE: string;
declare const CODEHOP_THREAD_HEAP_MB: number;
declare const CODEHOP_SNAPSHOT_FILE: string | null;

const STDOUT_KEPT = 64 * 1024;
type PauseAnswer = Parameters<RunnerHost['answer']>[0];

const threadFactory: WorkerFactory = (buffers, callbacks) => {
  const worker = new Worker(CODEHOP_THREAD_FILE, {
    resourceLimits: { maxOldGenerationSizeMb: CODEHOP_THREAD_HEAP_MB, maxYoungGenerationSizeMb: 16 },
  });
  const channel = new MessageChannel();
  channel.port1.on('message', (message: Parameters<typeof callbacks.onMessage>[0]) => {
    if (message.type === 'fatal') process.stderr.write(`runner thread fatal: ${message.message}\n`);
    callbacks.onMessage(message);
  });
  let ended = false;
  worker.on('error', (error) => {
    process.stderr.write(`runner thread error: ${error instanceof Error ? error.message : String(error)}\n`);
    if (!ended) callbacks.onCrash(error instanceof Error ? error.message : String(error));
  });
  worker.on('exit', (code) => {
    if (!ended) callbacks.onCrash('The worker thread exited with code ' + code + '.');
  });
  worker.postMessage({ type: 'init', interrupt: buffers.interrupt, pause: buffers.pause, port: channel.port2, snapshotFile: CODEHOP_SNAPSHOT_FILE }, [channel.port2]);
  return {
    post: (message) => channel.port1.postMessage(message),
    terminate: () => {
      ended = true;
      channel.port1.close();
      void worker.terminate();
    },
  };
};

function send(message: ChildMessage): void {
  process.send?.(message);
}

const started = performance.now();
const runner = new RunnerHost(threadFactory, { graceMs: 500, maxHeapBytes: 384 * 1024 * 1024 });
await runner.ready();
send({ type: 'ready', bootMs: Math.round(performance.now() - started) });

let chain: Promise<void> = Promise.resolve();
process.on('message', (raw: ParentMessage) => {
  if (raw?.type !== 'run') return;
  chain = chain.then(() => runOne(raw));
});
process.on('disconnect', () => process.exit(0));

async function runOne(message: ParentMessage): Promise<void> {
  let result: SandboxResult;
  try {
    await runner.ready();
    send({ type: 'started', id: message.id });
    if (message.job.tip) {
      send({ type: 'result', id: message.id, result: await runTipJob(runner, message.job, message.job.tip) });
      return;
    }
    const run = await runner.run(
      { code: message.job.code, level: message.job.level, timeLimitMs: message.job.timeLimitMs },
      {
        // The server has nobody to show a popup to: questions are answered No, input() reaches EOF.
        onPause: (pause) => {
          const answer: PauseAnswer = pause.kind === 'question' ? { kind: 'no' } : pause.kind === 'input' ? { kind: 'eof' } : { kind: 'closed' };
          runner.answer(answer);
        },
      },
    );
    result = {
      completed: run.completed,
      error: run.error === null ? null : { kind: run.error.kind, message: run.error.message, line: run.error.line },
      stdout: run.stdout.slice(0, STDOUT_KEPT),
      durationMs: Math.round(run.durationMs),
    };
  } catch (thrown) {
    result = {
      completed: false,
      error: { kind: 'crash', message: thrown instanceof Error ? thrown.message : String(thrown), line: null },
      stdout: '',
      durationMs: 0,
    };
  }
  send({ type: 'result', id: message.id, result });
  if (runner.status !== 'ready') {
    // The runner replaces its thread (a loop that would not stop, a bloated heap): the parent
    // sends the next job to another process until this one is warm again.
    send({ type: 'resetting' });
    const resetting = performance.now();
    await runner.ready().catch(() => process.exit(1));
    send({ type: 'ready', bootMs: Math.round(performance.now() - resetting) });
  }
}
