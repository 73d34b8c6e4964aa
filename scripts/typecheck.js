// Type-checks every workspace with its own tsconfig (the engine has no DOM or Node types,
// the web app has the DOM, the server has Node), so each part is checked against what it may use.
// The projects are checked side by side (tsc uses one core each); with --lint, ESLint runs
// among them, which is how `npm test` starts.
import { existsSync, readFileSync } from 'node:fs';
import { runParallel } from './run-parallel.js';

const { workspaces } = JSON.parse(readFileSync('package.json', 'utf8'));
const projects = [...workspaces, 'e2e', 'bench', 'scripts'].filter((dir) => existsSync(`${dir}/tsconfig.json`));
// The web app and the server take most of the time: start them first.
const largestFirst = ['apps/web', 'apps/server'];
projects.sort((a, b) => rank(a) - rank(b));

/** @param {string} project */
function rank(project) {
  const index = largestFirst.indexOf(project);
  return index === -1 ? largestFirst.length : index;
}

const jobs = projects.map((project) => ({
  name: `tsc ${project}`,
  command: process.execPath,
  args: ['node_modules/typescript/bin/tsc', '--noEmit', '-p', project],
}));
if (process.argv.includes('--lint')) {
  jobs.splice(1, 0, { name: 'eslint', command: process.execPath, args: ['node_modules/eslint/bin/eslint.js', '.', '--max-warnings', '0'] });
}
process.exit((await runParallel(jobs)) ? 0 : 1);
