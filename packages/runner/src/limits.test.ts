import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeRunner, runLevel } from './node-host.ts';
import type { RunnerHost } from './runner-host.ts';
import { OUTPUT_LIMIT, OUTPUT_TRUNCATED_NOTE } from './output-capture.ts';
import { NOT_INITIALIZED_MESSAGE, RESETTING_MESSAGE, TIMEOUT_MESSAGE } from './run-result.ts';
import { talkingLevel } from './test-levels.ts';

// Programs that try to hang, crash or flood the runner. Some of them cost the runner its worker,
// so this file keeps its own runner apart from the ordinary tests.
let runner: RunnerHost;

beforeAll(async () => {
  runner = createNodeRunner({ graceMs: 800 });
  await runner.ready();
});

afterAll(() => runner.close());

async function stillWorks(): Promise<void> {
  const result = await runLevel(null, 'print(sum(range(10)))\n', { runner });
  expect(result.error).toBeNull();
  expect(result.stdout).toBe('45\n');
}

describe('availability', () => {
  it('answers "not initialized" before the first boot', async () => {
    const fresh = createNodeRunner();
    try {
      expect(fresh.status).toBe('booting');
      await expect(fresh.run({ code: 'print(1)', level: null })).rejects.toThrow(NOT_INITIALIZED_MESSAGE);
    } finally {
      fresh.close();
    }
  });
});

describe('the time limit', () => {
  it('stops `while True: pass` after 5 s with the message, within 5.5 s', async () => {
    const started = performance.now();
    const result = await runLevel(null, 'x = 0\nwhile True:\n    x += 1\n', { runner });
    const took = performance.now() - started;
    expect(result.error).toMatchObject({ kind: 'timeout', message: TIMEOUT_MESSAGE });
    expect(result.error?.line).toBeGreaterThanOrEqual(2);
    expect(took).toBeGreaterThanOrEqual(4900);
    expect(took).toBeLessThan(5500);
    await stillWorks();
  });

  it('does not count time spent waiting on a popup', async () => {
    const result = await runner.run(
      { code: 'from player import *\nprint(question("Is it sunny?"))\n', level: talkingLevel(), timeLimitMs: 600 },
      { onPause: () => setTimeout(() => runner.answer({ kind: 'yes' }), 1000) },
    );
    expect(result.error).toBeNull();
    expect(result.stdout).toBe('True\n');
  });
});

describe('Stop', () => {
  it('interrupts a busy program silently', async () => {
    const pending = runLevel(null, 'while True:\n    pass\n', { runner });
    setTimeout(() => runner.stop(), 300);
    const result = await pending;
    expect(result.error).toMatchObject({ kind: 'stopped', message: '' });
    await stillWorks();
  });

  it('interrupts a long sleep at once', async () => {
    const started = performance.now();
    const pending = runLevel(null, 'import time\ntime.sleep(30)\n', { runner });
    setTimeout(() => runner.stop(), 300);
    expect((await pending).error?.kind).toBe('stopped');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('ends a program waiting on a popup', async () => {
    const pending = runner.run({ code: 'from player import *\nquestion("Is it sunny?")\nprint("no")\n', level: talkingLevel() }, {
      onPause: () => setTimeout(() => runner.stop(), 100),
    });
    const result = await pending;
    expect(result.error?.kind).toBe('stopped');
    expect(result.stdout).toBe('');
  });

  it('replaces the worker when the program swallows the interrupt', async () => {
    const code = 'while True:\n    try:\n        while True:\n            pass\n    except BaseException:\n        pass\n';
    const pending = runLevel(null, code, { runner });
    setTimeout(() => runner.stop(), 300);
    const result = await pending;
    expect(result.error?.kind).toBe('stopped');
    expect(runner.status).toBe('resetting');
    await expect(runner.run({ code: 'print(1)', level: null })).rejects.toThrow(RESETTING_MESSAGE);
    await runner.ready();
    await stillWorks();
  });
});

describe('hostile programs are contained', () => {
  it.each([
    ['a memory bomb', 'blocks = []\nwhile True:\n    blocks.append(bytearray(50_000_000))\n'],
    ['a huge allocation', 'x = "a" * (10 ** 12)\n'],
    ['deep recursion with a raised limit', 'import sys\nsys.setrecursionlimit(10 ** 7)\ndef down(n):\n    return down(n + 1) + 1\ndown(0)\n'],
    ['an exit of the interpreter', 'import posix\nposix._exit(3)\n'],
  ])('%s', async (_name, code) => {
    const result = await runLevel(null, code, { runner });
    expect(result.completed).toBe(false);
    expect(result.error).not.toBeNull();
    await runner.ready();
    await stillWorks();
  });

  it('caps a print flood', async () => {
    // 70,000 characters a line: the cap (1,000,000) is reached in 15 prints, well inside the time
    // limit even on a machine busy with the rest of the suite (at 700 a line it took ~1,430 prints,
    // and a loaded machine once ran out of the 1.5 s first).
    const result = await runLevel(null, 'while True:\n    print("carrot " * 10000)\n', { runner, timeLimitMs: 1500 });
    expect(result.error?.kind).toBe('timeout');
    expect(result.stdout.length).toBeLessThanOrEqual(OUTPUT_LIMIT + OUTPUT_TRUNCATED_NOTE.length);
    expect(result.stdout.endsWith(OUTPUT_TRUNCATED_NOTE)).toBe(true);
    await stillWorks();
  });
});
