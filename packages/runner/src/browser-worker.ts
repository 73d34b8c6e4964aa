/// <reference lib="webworker" />
import type { InitMessage, RunMessage, WorkerMessage } from './protocol.ts';
import { WorkerCore } from './worker-core.ts';
import { startPython, type LoadPyodide } from './python-start.ts';

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
  // The snapshot's download starts with the loader's: both are needed, neither waits for the other.
  const snapshot =
    init.snapshotURL === undefined
      ? null
      : fetchSnapshot(new URL(init.snapshotURL, scope.location.href).href);
  // Pyodide's loader imports its Emscripten module (pyodide.asm.mjs) only once it has run itself;
  // asked for now, the module downloads beside the loader and the loader's import finds it in the
  // module map (one fetch, one evaluation). A failure here is the loader's to report.
  import(/* @vite-ignore */ indexURL + 'pyodide.asm.mjs').catch(() => undefined);
  import(/* @vite-ignore */ indexURL + 'pyodide.mjs')
    .then((module: { loadPyodide: LoadPyodide; version: string }) =>
      WorkerCore.boot({
        start: () =>
          startPython({
            loadPyodide: module.loadPyodide,
            pyodideVersion: module.version,
            indexURL,
            snapshot,
          }),
        interrupt: init.interrupt,
        pause: init.pause,
        post,
      }),
    )
    .then(
      (core) => {
        port.onmessage = (message: MessageEvent<RunMessage>) => core.handle(message.data);
      },
      (error: unknown) =>
        post({ type: 'fatal', message: error instanceof Error ? error.message : String(error) }),
    );
}

async function fetchSnapshot(url: string): Promise<Uint8Array | null> {
  try {
    const response = await fetch(url);
    if (!response.ok) {
      console.warn(
        `codehop runner: Python snapshot ${url} answered ${response.status}; booting Python the ordinary way.`,
      );
      return null;
    }
    return new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    console.warn(
      `codehop runner: Python snapshot ${url} could not be read (${String(error)}); booting Python the ordinary way.`,
    );
    return null;
  }
}

scope.addEventListener('message', onInit);
