import { parentPort, type MessagePort } from 'node:worker_threads';
import type { InitMessage, RunMessage, WorkerMessage } from './protocol.ts';
import { WorkerCore } from './worker-core.ts';
import { startNodePython } from './node-snapshot.ts';

/**
 * Entry of the Node worker thread. The parent sends one `init` with a private MessagePort; the
 * runs arrive on that port only.
 */
if (parentPort === null) throw new Error('node-worker.ts must run in a worker thread.');
parentPort.once('message', (raw: unknown) => {
  const init = raw as InitMessage & { port: MessagePort };
  const port = init.port;
  const post = (message: WorkerMessage): void => port.postMessage(message);
  WorkerCore.boot({
    start: () =>
      startNodePython(init.snapshotFile === undefined ? {} : { file: init.snapshotFile }),
    interrupt: init.interrupt,
    pause: init.pause,
    post,
  }).then(
    (core) => {
      port.on('message', (message: RunMessage) => core.handle(message));
    },
    (error: unknown) =>
      post({ type: 'fatal', message: error instanceof Error ? error.message : String(error) }),
  );
});
