import { RunnerHost, type RunnerOptions, type WorkerFactory } from './runner-host.ts';
import type { WorkerMessage } from './protocol.ts';

export interface BrowserRunnerOptions extends RunnerOptions {
  /** Where the server serves Pyodide's files; default '/pyodide/'. */
  readonly indexURL?: string;
  /** The Python memory snapshot made by the build (a hashed URL); without it Python boots the ordinary way. */
  readonly snapshotURL?: string;
  /** Creates the module worker; defaults to this package's browser-worker.ts through Vite. */
  readonly createWorker?: () => Worker;
}

function defaultWorker(): Worker {
  return new Worker(new URL('./browser-worker.ts', import.meta.url), {
    type: 'module',
    name: 'codehop-runner',
  });
}

/** Starts runner workers as module Web Workers; the page must be cross-origin isolated. */
export function browserWorkerFactory(
  options: { indexURL?: string; snapshotURL?: string; createWorker?: () => Worker } = {},
): WorkerFactory {
  return (buffers, callbacks) => {
    const worker = (options.createWorker ?? defaultWorker)();
    const channel = new MessageChannel();
    let ended = false;
    channel.port1.onmessage = (event: MessageEvent<WorkerMessage>) =>
      callbacks.onMessage(event.data);
    worker.onerror = (event) => {
      if (!ended) callbacks.onCrash(event.message || 'The runner worker failed.');
    };
    worker.postMessage(
      {
        type: 'init',
        indexURL: options.indexURL ?? '/pyodide/',
        ...(options.snapshotURL === undefined ? {} : { snapshotURL: options.snapshotURL }),
        interrupt: buffers.interrupt,
        pause: buffers.pause,
        port: channel.port2,
      },
      [channel.port2],
    );
    return {
      post: (message) => channel.port1.postMessage(message),
      terminate: () => {
        ended = true;
        channel.port1.close();
        worker.terminate();
      },
    };
  };
}

/**
 * The runner for the web app: boots its worker at once (call it when the app starts, not on
 * Run) and replaces the worker whenever a program cannot be stopped.
 */
export function createBrowserRunner(options: BrowserRunnerOptions = {}): RunnerHost {
  if (typeof crossOriginIsolated !== 'undefined' && !crossOriginIsolated) {
    throw new Error(
      'The runner needs a cross-origin isolated page (COOP/COEP headers) for SharedArrayBuffer.',
    );
  }
  const factoryOptions: { indexURL?: string; snapshotURL?: string; createWorker?: () => Worker } =
    {};
  if (options.indexURL !== undefined) factoryOptions.indexURL = options.indexURL;
  if (options.snapshotURL !== undefined) factoryOptions.snapshotURL = options.snapshotURL;
  if (options.createWorker !== undefined) factoryOptions.createWorker = options.createWorker;
  return new RunnerHost(browserWorkerFactory(factoryOptions), options);
}
