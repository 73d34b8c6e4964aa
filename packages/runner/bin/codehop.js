#!/usr/bin/env node
// The `codehop` command (npx codehop run LEVEL FILE.py): plain JavaScript that registers tsx,
// then runs the TypeScript command line.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli.ts');
process.exitCode = await main(process.argv.slice(2));
