import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseLevel, type Level } from '@codehop/engine';
import { createNodeRunner, runLevel } from './node-host.ts';

const USAGE = `Usage: codehop run LEVEL FILE.py [--answers yes,no,...] [--input "a,b"]
  LEVEL  COURSE/SLUG of a shipped level, a path to a level JSON file, or - for plain Python`;

/** Where shipped levels live: levels/<course>/<slug>/ with level.json and map.json. */
const LEVELS_DIRECTORY = fileURLToPath(new URL('../../content/levels', import.meta.url));

export class UsageError extends Error {}

export interface CliArguments {
  readonly level: string;
  readonly file: string;
  readonly answers: string[];
  readonly input: string[];
}

export function parseArguments(argv: readonly string[]): CliArguments {
  const [command, ...rest] = argv;
  if (command !== 'run') throw new UsageError(command === undefined ? 'Missing command.' : `Unknown command "${command}".`);
  const positional: string[] = [];
  let answers: string[] = [];
  let input: string[] = [];
  for (let index = 0; index < rest.length; index++) {
    const argument = rest[index] ?? '';
    const [flag, inline] = argument.startsWith('--') ? splitFlag(argument) : [null, null];
    if (flag === null) {
      positional.push(argument);
      continue;
    }
    const value = inline ?? rest[++index];
    if (value === undefined) throw new UsageError(`${flag} needs a value.`);
    if (flag === '--answers') answers = splitList(value);
    else if (flag === '--input') input = splitList(value);
    else throw new UsageError(`Unknown option ${flag}.`);
  }
  if (positional.length !== 2) throw new UsageError('Expected LEVEL and FILE.py.');
  const [level, file] = positional as [string, string];
  for (const answer of answers) {
    if (!['yes', 'no', 'true', 'false', 'y', 'n'].includes(answer.toLowerCase())) {
      throw new UsageError(`--answers takes yes or no, not "${answer}".`);
    }
  }
  return { level, file, answers, input };
}

function splitFlag(argument: string): [string, string | null] {
  const equals = argument.indexOf('=');
  return equals === -1 ? [argument, null] : [argument.slice(0, equals), argument.slice(equals + 1)];
}

function splitList(value: string): string[] {
  return value === '' ? [] : value.split(',');
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch (error) {
    throw new UsageError(`Cannot read level ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A level file may carry its map inline or keep it beside itself as map.json (Tiled's own file). */
async function levelFromFile(file: string): Promise<Level> {
  const data = await readJson(file);
  const record = data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  const mapFile = path.join(path.dirname(file), 'map.json');
  const withMap = record.map === undefined && existsSync(mapFile) ? { ...record, map: await readJson(mapFile) } : record;
  try {
    return parseLevel(withMap);
  } catch (error) {
    throw new UsageError(`${file} is not a valid level: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export async function resolveLevel(spec: string, levelsDirectory = LEVELS_DIRECTORY): Promise<Level | null> {
  if (spec === '-') return null;
  if (existsSync(spec)) return levelFromFile(spec);
  const match = /^([a-z0-9-]+)\/([a-z0-9-]+)$/i.exec(spec);
  if (match !== null) {
    const file = path.join(levelsDirectory, match[1] ?? '', match[2] ?? '', 'level.json');
    if (existsSync(file)) return levelFromFile(file);
  }
  throw new UsageError(`No level "${spec}": give COURSE/SLUG of a shipped level, a level JSON file, or -.`);
}

/** Runs the command line; returns the exit code (0 the program ran, 2 bad arguments). */
export async function main(argv: readonly string[], out: (text: string) => void = (text) => process.stdout.write(text)): Promise<number> {
  let args: CliArguments;
  let level: Level | null;
  let code: string;
  try {
    args = parseArguments(argv);
    level = await resolveLevel(args.level);
    code = await readFile(args.file, 'utf8').catch(() => {
      throw new UsageError(`Cannot read ${args.file}.`);
    });
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`codehop: ${error.message}\n${USAGE}\n`);
    return 2;
  }
  const runner = createNodeRunner();
  try {
    const result = await runLevel(level, code, { answers: args.answers, input: args.input, runner });
    out(
      JSON.stringify({
        completed: result.completed,
        error: result.error,
        stdout: result.stdout,
        events: result.events,
        variables: result.variables,
      }) + '\n',
    );
    return 0;
  } finally {
    runner.close();
  }
}
