/**
 * @codehop/runner: runs a learner's Python (Pyodide) against the engine. This entry is safe for
 * the browser; the Node API (runLevel, createNodeRunner) is in '@codehop/runner/node'.
 */
export {
  createBrowserRunner,
  browserWorkerFactory,
  type BrowserRunnerOptions,
} from './browser-host.ts';
export {
  RunnerHost,
  RunnerUnavailableError,
  type PauseRequest,
  type RunHandlers,
  type RunnerOptions,
  type RunnerStatus,
  type WorkerCallbacks,
  type WorkerEndpoint,
  type WorkerFactory,
} from './runner-host.ts';
export type { PauseAnswer } from './pause-channel.ts';
export type { PauseKind } from './protocol.ts';
export type { RunnerEvent } from './runner-event.ts';
export {
  BUSY_MESSAGE,
  NOT_INITIALIZED_MESSAGE,
  RESETTING_MESSAGE,
  TIMEOUT_MESSAGE,
  type GoalProgressView,
  type RunError,
  type RunErrorKind,
  type RunRequest,
  type RunResult,
} from './run-result.ts';
export { countCodeLines, checkMaxLines, MAX_LINES_KEY } from './line-limit.ts';
export { OUTPUT_LIMIT } from './output-capture.ts';
export { PLAYER_SOURCE } from './python/player-source.ts';
export {
  startPython,
  makePythonSnapshot,
  openSnapshot,
  snapshotStamp,
  stampSnapshot,
  PRELOADED_MODULES,
  type LoadPyodide,
  type PyRuntime,
  type PythonStartOptions,
  type StartedPython,
} from './python-start.ts';
