// Makes sure the Python memory snapshot exists and fits this runner, then prints its path.
// Run by the web build (apps/web/build/python-snapshot.ts); usable alone:
//   node --import tsx packages/runner/scripts/snapshot.ts [--force]
import { makeNodeSnapshot, nodeSnapshotFile, readNodeSnapshot, writeSnapshotFile, DEFAULT_SNAPSHOT_FILE } from '../src/node-snapshot.ts';

const file = nodeSnapshotFile() ?? DEFAULT_SNAPSHOT_FILE;
const force = process.argv.includes('--force');
const found = force ? { bytes: null, reason: 'forced' } : readNodeSnapshot(file);
if (found.bytes === null) {
  const started = performance.now();
  writeSnapshotFile(file, await makeNodeSnapshot());
  console.error(`python snapshot: made ${file} (${found.reason}) in ${Math.round(performance.now() - started)} ms`);
}
console.log(file);
