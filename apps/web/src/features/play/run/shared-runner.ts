import { createBrowserRunner, type RunnerStatus } from '@codehop/runner';
import pyodidePath from 'virtual:pyodide-path';
import snapshotURL from 'virtual:python-snapshot';
import type { RunnerLike } from './session-types.ts';

let runner: RunnerLike | null = null;

/** Stands in when no worker can start (a page without cross-origin isolation): Run explains why. */
function unavailableRunner(message: string): RunnerLike {
  const status: RunnerStatus = 'failed';
  return {
    status,
    onStatus: () => () => undefined,
    run: () => Promise.reject(new Error(message)),
    answer: () => undefined,
    stop: () => undefined,
  };
}

/**
 * One Python worker for the whole visit: it boots as soon as the play route's code arrives
 * (before the map and the editor have even downloaded) and stays warm across levels.
 */
export function sharedRunner(): RunnerLike {
  if (runner) return runner;
  try {
    performance.mark('play:runner-boot');
    // The build's memory snapshot of the ready interpreter (null in dev): Python starts in a
    // fraction of an ordinary boot; a snapshot that does not fit is refused in the worker.
    const host = createBrowserRunner({ indexURL: pyodidePath, ...(snapshotURL === null ? {} : { snapshotURL }) });
    host.onStatus((status) => {
      if (status === 'ready') performance.mark(`play:runner-ready(boot ${Math.round(host.lastBootMs)} ms in the worker${host.lastBootFromSnapshot ? ', snapshot' : ''})`);
    });
    runner = host;
  } catch (error) {
    console.error('The Python runner could not start', error);
    runner = unavailableRunner(error instanceof Error ? error.message : String(error));
  }
  return runner;
}
