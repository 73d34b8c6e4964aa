import { createBrowserRunner, type RunnerStatus } from '@codehop/runner';
import type { RunnerLike } from './play-session.ts';

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
    const host = createBrowserRunner({ indexURL: '/pyodide/' });
    host.onStatus((status) => {
      if (status === 'ready') performance.mark(`play:runner-ready(boot ${Math.round(host.lastBootMs)} ms in the worker)`);
    });
    runner = host;
  } catch (error) {
    console.error('The Python runner could not start', error);
    runner = unavailableRunner(error instanceof Error ? error.message : String(error));
  }
  return runner;
}
