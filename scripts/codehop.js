#!/usr/bin/env node
// The `codehop` command: `npx codehop run LEVEL FILE.py` (the Python runner, for level authors and
// checks) and `npx codehop staff add|list|remove` (platform staff, on the server's machine). Plain
// JavaScript that registers tsx, then loads only the command asked for.
import { register } from 'tsx/esm/api';

register();
const [command, ...rest] = process.argv.slice(2);
if (command === 'staff') {
  const { main } = await import('../apps/server/src/cli/staff-cli.ts');
  process.exitCode = await main(rest);
} else {
  const { main } = await import('../packages/runner/src/cli.ts');
  process.exitCode = await main(process.argv.slice(2));
}
