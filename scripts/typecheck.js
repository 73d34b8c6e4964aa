// Type-checks every workspace with its own tsconfig (the engine has no DOM or Node types,
// the web app has the DOM, the server has Node), so each part is checked against what it may use.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const { workspaces } = JSON.parse(readFileSync('package.json', 'utf8'));
const projects = [...workspaces, 'e2e', 'bench', 'scripts'].filter((dir) =>
  existsSync(`${dir}/tsconfig.json`),
);
let failed = false;
for (const project of projects) {
  try {
    execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', project], { stdio: 'inherit' });
  } catch {
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
