// `npm run bench [-- NAME ...]`: runs every benchmark in bench/ (or the named ones), each in its
// own process so one's warm-up never flatters another, and passes their printed figures through.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const available = readdirSync(benchDir)
  .filter((file) => file.endsWith('.ts') && file !== 'run.ts' && !file.endsWith('.d.ts'))
  .map((file) => file.replace(/\.ts$/, ''))
  .sort();
const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown benchmark: ${unknown.join(', ')}. Available: ${available.join(', ')}`);
  process.exit(2);
}

let failed = false;
for (const name of requested.length > 0 ? requested : available) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(benchDir, `${name}.ts`)], {
    stdio: 'inherit',
  });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
