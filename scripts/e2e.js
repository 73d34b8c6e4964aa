// `npm run test:e2e`: builds the web app and runs the Playwright specs in e2e/ against the real
// server in Debian's Chromium. Without Chromium the specs are skipped, loudly.
import { spawnSync } from 'node:child_process';
import { chromiumPath, hasChromium } from './chromium-path.js';

if (!hasChromium) {
  const line = '!'.repeat(78);
  console.error(`${line}\n!! E2E SKIPPED: no Chromium at ${chromiumPath}.`);
  console.error('!! Install it with `apt-get install -y chromium` (CI does) to run the browser tests.');
  console.error(line);
  process.exit(0);
}

/** @type {Array<[string, string[]]>} */
const steps = [
  ['npm', ['run', 'build']],
  ['npx', ['playwright', 'test', ...process.argv.slice(2)]],
];
for (const [command, args] of steps) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
