// `npm test`: the type check and the linter side by side, the unit and server tests, then the
// end-to-end journeys; stops at the first step that fails, and prints what each step took, so a
// run tells where its time went (each step also lists its ten slowest files or specs).
import { spawnSync } from 'node:child_process';

/** @type {Array<[string, string[]]>} */
const steps = [
  ['typecheck and lint', ['scripts/typecheck.js', '--lint']],
  ['unit and server tests', ['node_modules/vitest/vitest.mjs', 'run']],
  ['end-to-end journeys', ['scripts/e2e.js']],
];

/** @type {Array<[string, number]>} */
const took = [];
let status = 0;
for (const [name, args] of steps) {
  const started = Date.now();
  console.log(`\n== npm test: ${name}`);
  status = spawnSync(process.execPath, args, { stdio: 'inherit' }).status ?? 1;
  took.push([name, (Date.now() - started) / 1000]);
  if (status !== 0) break;
}
console.log('\nnpm test, time per step:');
for (const [name, seconds] of took) console.log(`${seconds.toFixed(0).padStart(6)} s  ${name}`);
console.log(`${took.reduce((sum, [, seconds]) => sum + seconds, 0).toFixed(0).padStart(6)} s  in all${status === 0 ? '' : ' (stopped: a step failed)'}`);
process.exit(status);
