import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseArguments, resolveLevel, UsageError } from './cli.ts';
import { drawnLevel, ROOM } from './test-levels.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), 'codehop-cli-'));

describe('parseArguments', () => {
  it.each([
    [['run', '-', 'a.py'], { level: '-', file: 'a.py', answers: [], input: [] }],
    [['run', 'python/intro-level1', 'a.py', '--answers', 'yes,no'], { level: 'python/intro-level1', file: 'a.py', answers: ['yes', 'no'], input: [] }],
    [['run', 'l.json', 'a.py', '--input=a,b', '--answers=no'], { level: 'l.json', file: 'a.py', answers: ['no'], input: ['a', 'b'] }],
  ])('%j', (argv, expected) => {
    expect(parseArguments(argv)).toEqual(expected);
  });

  it.each([[[]], [['walk', '-', 'a.py']], [['run', '-']], [['run', '-', 'a.py', '--answers']], [['run', '-', 'a.py', '--answers', 'maybe']], [['run', '-', 'a.py', '--speed', '2']]])(
    'refuses %j',
    (argv) => {
      expect(() => parseArguments(argv)).toThrow(UsageError);
    },
  );
});

describe('resolveLevel', () => {
  it('reads a level file, a shipped level folder with map.json beside level.json, or none', async () => {
    const level = drawnLevel(ROOM);
    const file = path.join(scratch, 'level.json');
    writeFileSync(file, JSON.stringify(level));
    expect(await resolveLevel(file)).toEqual(level);
    const { map, ...rest } = level;
    const course = path.join(scratch, 'levels', 'python', 'room');
    spawnSync('mkdir', ['-p', course]);
    writeFileSync(path.join(course, 'level.json'), JSON.stringify(rest));
    writeFileSync(path.join(course, 'map.json'), JSON.stringify(map));
    expect(await resolveLevel('python/room', path.join(scratch, 'levels'))).toEqual(level);
    expect(await resolveLevel('-')).toBeNull();
    await expect(resolveLevel('python/no-such-level', path.join(scratch, 'levels'))).rejects.toThrow(UsageError);
  });
});

describe('npx codehop', () => {
  const codehop = (args: string[]) => spawnSync('npx', ['codehop', ...args], { cwd: root, encoding: 'utf8' });

  it('prints one JSON object with what a plain program printed, and exits 0', () => {
    const program = path.join(scratch, 'hello.py');
    writeFileSync(program, 'name = input()\nprint("hi", name)\nx = [1, 2]\nraise ValueError("oops")\n');
    const result = codehop(['run', '-', program, '--input', 'Ann']);
    expect(result.status).toBe(0);
    const output = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(Object.keys(output)).toEqual(['completed', 'error', 'stdout', 'events', 'variables']);
    expect(output).toMatchObject({ completed: false, stdout: 'hi Ann\n', events: [], variables: {} });
    expect(output.error).toMatchObject({ kind: 'python', message: 'ValueError: oops', line: 4 });
  });

  it('exits 2 on bad arguments', () => {
    const result = spawnSync(process.execPath, [path.join(root, 'packages/runner/bin/codehop.js'), 'run', '-'], { cwd: root, encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Usage: codehop run LEVEL FILE.py');
  });
});
