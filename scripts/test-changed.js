// `npm run test:changed [-- BASE]`: the inner loop. Runs the unit and server tests that import a
// file changed since BASE (default main; uncommitted changes count), and the end-to-end specs
// whose own files changed, so a change is checked in a minute, not in the whole suite's twenty.
import { execFileSync, spawnSync } from 'node:child_process';

const base = process.argv[2] ?? 'main';
const changed = execFileSync('git', ['diff', '--name-only', base], { encoding: 'utf8' })
  .split('\n')
  .concat(execFileSync('git', ['ls-files', '--others', '--exclude-standard'], { encoding: 'utf8' }).split('\n'))
  .filter(Boolean);
console.log(`${changed.length} files changed since ${base}.`);

const unit = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--changed', base, '--passWithNoTests'], { stdio: 'inherit' });
if (unit.status !== 0) process.exit(unit.status ?? 1);

const specs = changed.filter((file) => /^e2e\/.*\.spec\.ts$/.test(file));
if (specs.length === 0) {
  console.log('No end-to-end spec changed: none run (`npm run test:e2e -- e2e/NAME.spec.ts` runs one).');
  process.exit(0);
}
const e2e = spawnSync(process.execPath, ['scripts/e2e.js', ...specs], { stdio: 'inherit' });
process.exit(e2e.status ?? 1);
