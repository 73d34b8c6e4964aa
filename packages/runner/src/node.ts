/**
 * The runner's Node face (tests, content checks, the server): import from '@codehop/runner/node'.
 * Kept apart from index.ts so the web app's bundle never sees node:worker_threads.
 */
export {
  createNodeRunner,
  nodeWorkerFactory,
  nodeWorkerFactoryWith,
  type NodeRunnerOptions,
  runLevel,
  sharedNodeRunner,
  type RunLevelOptions,
} from './node-host.ts';
export {
  startNodePython,
  makeNodeSnapshot,
  nodeSnapshotFile,
  readNodeSnapshot,
  writeSnapshotFile,
  DEFAULT_SNAPSHOT_FILE,
} from './node-snapshot.ts';
export * from './index.ts';
