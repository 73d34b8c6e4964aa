/// <reference lib="webworker" />
import type { InitMessage, RunMessage, WorkerMessage } from './protocol.ts';
import { WorkerCore, type LoadPyodide } from './worker-core.ts';

/**
 * Entry of the browser's module Web Worker. Pyodide's loader is imported from the same server
 * folder as its WebAssembly (not bundled), so the two always match. The page sends one `init`
 * with a private MessagePort; runs arrive on that port only.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;

function onInit(event: MessageEvent<InitMessage & { port: MessagePort }>): void {
  scope.removeEventListener('message', onInit);
  const init = event.data;
  const port = init.port;
  const post = (message: WorkerMessage): void => port.postMessage(message);
  const indexURL = new URL(init.indexURL ?? '/pyodide/', scope.location.href).href;
  import(/* @vite-ignore */ indexURL + 'pyodide.mjs')
    .then((module: { loadPyodide: LoadPyodide }) =>
      WorkerCore.boot({ loadPyodide: module.loadPyodide, indexURL, interrupt: init.interrupt, pause: init.pause, post }),
    )
    .then(
      (core) => {
        port.onmessage = (message: MessageEvent<RunMessage>) => core.handle(message.data);
      },
      (error: unknown) => post({ type: 'fatal', message: error instanceof Error ? error.message : String(error) }),
    );
}

scope.addEventListener('message', onInit);
