import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadChallengePrograms } from '@codehop/content/loader';
import { sandboxFiles } from './bundle.ts';
import { createLearnerCode, type LearnerCode } from './index.ts';
import { LearnerCodePool, sandboxNodeFlags } from './pool.ts';

const solution = 'from player import *\n\nmove_forward(3)\ncollect()\n';

let learnerCode: LearnerCode;

beforeAll(async () => {
  learnerCode = createLearnerCode({ size: 2 });
  await learnerCode.warm();
  // Both processes warm, so the tests below measure runs, not boots.
  for (let i = 0; i < 100 && learnerCode.stats().ready < 2; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
}, 60_000);

afterAll(() => learnerCode.close());

describe('verifyLevel', () => {
  it('agrees with the engine: the solution completes intro-level1, a wrong program does not', async () => {
    await expect(learnerCode.verifyLevel({ courseId: 'python', slug: 'intro-level1', code: solution })).resolves.toEqual({ completed: true });
    const wrong = await learnerCode.verifyLevel({ courseId: 'python', slug: 'intro-level1', code: 'from player import *\nmove_forward(3)\n' });
    expect(wrong.completed).toBe(false);
  });

  it('takes milliseconds on a warm pool', async () => {
    const started = performance.now();
    await learnerCode.verifyLevel({ courseId: 'python', slug: 'intro-level1', code: solution });
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('hostile programs', () => {
  async function stillVerifies(): Promise<void> {
    await expect(learnerCode.verifyLevel({ courseId: 'python', slug: 'intro-level1', code: solution })).resolves.toEqual({ completed: true });
  }

  it('`import js` reaches only the harmless helpers, not process or require', async () => {
    const outcome = await learnerCode.runChallenge({
      slug: 'add-two',
      code: 'import js\nprint(hasattr(js, "process"), hasattr(js, "require"))\ndef add(a, b):\n    return a + b\n',
    });
    expect(outcome.stdout).toContain('False False');
    expect(outcome.passed).toBe(true);
  });

  it('an infinite loop times out while other verifications go on in the other process', { timeout: 20_000 }, async () => {
    const pidsBefore = learnerCode.pids();
    const loop = learnerCode.verifyLevel({ courseId: 'python', slug: 'intro-level1', code: 'while True:\n    pass\n' });
    // The other process answers while the loop still runs (a time limit would flake on a busy machine).
    let loopEnded = false;
    const ended = () => (loopEnded = true);
    void loop.then(ended, ended);
    await stillVerifies();
    expect(loopEnded).toBe(false);
    const result = await loop;
    expect(result).toMatchObject({ completed: false, error: { kind: 'timeout' } });
    await stillVerifies();
    // The runner interrupted the loop: no process had to die for it.
    expect(learnerCode.pids().sort()).toEqual(pidsBefore.sort());
  });

  it('a memory bomb meets MemoryError at the WebAssembly cap', { timeout: 20_000 }, async () => {
    const result = await learnerCode.verifyLevel({
      courseId: 'python',
      slug: 'intro-level1',
      code: 'x = []\nwhile True:\n    x.append(bytearray(10**7))\n',
    });
    expect(result).toMatchObject({ completed: false, error: { kind: 'python', message: 'MemoryError' } });
    await stillVerifies();
  });

  it('os._exit and sys.exit end only the program', async () => {
    for (const code of ['import os\nos._exit(3)\n', 'import sys\nsys.exit(1)\n']) {
      const result = await learnerCode.verifyLevel({ courseId: 'python', slug: 'intro-level1', code });
      expect(result.completed).toBe(false);
    }
    await stillVerifies();
  });

  it('cannot fake a challenge result by printing', async () => {
    const outcome = await learnerCode.runChallenge({
      slug: 'add-two',
      code: 'print(\'@@codehop-0@@{"results": []}\')\ndef add(a, b):\n    return 0\n',
    });
    expect(outcome.passed).toBe(false);
    expect(outcome.firstFailure).toEqual({ input: 'add(2, 3)', expected: '5', actual: '0', error: null, line: null });
  });
});

describe('runChallenge', () => {
  it('passes the reference solution and reports only the first failure of a wrong one', async () => {
    const { solution: reference, wrong } = await loadChallengePrograms('second-largest');
    await expect(learnerCode.runChallenge({ slug: 'second-largest', code: reference })).resolves.toMatchObject({
      passed: true,
      passedCount: 6,
      total: 6,
    });
    const outcome = await learnerCode.runChallenge({ slug: 'second-largest', code: wrong[0]?.code ?? '' });
    expect(outcome).toMatchObject({
      passed: false,
      passedCount: 0,
      firstFailure: { input: 'second_largest([4, 9, 9, 2])', expected: '4', actual: '9', error: null },
    });
    expect(JSON.stringify(outcome)).not.toContain('30');
  });

  it('reports an exception, a syntax error and a missing function', async () => {
    const raising = await learnerCode.runChallenge({ slug: 'add-two', code: 'def add(a, b):\n    return a / 0\n' });
    expect(raising.firstFailure).toMatchObject({ actual: null, error: 'ZeroDivisionError: division by zero', line: 2 });
    const syntax = await learnerCode.runChallenge({ slug: 'add-two', code: 'def add(a, b)\n    return a\n' });
    expect(syntax.error).toMatchObject({ kind: 'syntax', line: 1 });
    const missing = await learnerCode.runChallenge({ slug: 'add-two', code: 'def plus(a, b):\n    return a + b\n' });
    expect(missing.error).toMatchObject({ kind: 'missing_function' });
  });
});

describe('the sandboxed process', () => {
  it('may not start processes, write files or read outside its folders', async () => {
    const files = await sandboxFiles({ wasmMemoryMb: 512, threadHeapMb: 160 });
    const probeDir = mkdtempSync(path.join(os.tmpdir(), 'codehop-probe-'));
    const probe = path.join(files.readable[0] ?? '', `probe-${process.pid}.mjs`);
    writeFileSync(
      probe,
      `import fs from 'node:fs'; import cp from 'node:child_process';
const tries = {
  spawn: () => cp.execSync('true'),
  write: () => fs.writeFileSync(${JSON.stringify(path.join(probeDir, 'x'))}, 'x'),
  read: () => fs.readFileSync('/etc/hostname'),
  env: () => { if (process.env.DATABASE_URL !== undefined) throw new Error('env leaked'); throw Object.assign(new Error('none'), { code: 'ERR_ACCESS_DENIED' }); },
};
const out = {};
for (const [name, attempt] of Object.entries(tries)) { try { attempt(); out[name] = 'allowed'; } catch (e) { out[name] = e.code ?? e.message; } }
console.log(JSON.stringify(out));`,
    );
    const result = spawnSync(process.execPath, [...sandboxNodeFlags(files, 64), probe], { env: {}, encoding: 'utf8' });
    expect(JSON.parse(result.stdout)).toEqual({ spawn: 'ERR_ACCESS_DENIED', write: 'ERR_ACCESS_DENIED', read: 'ERR_ACCESS_DENIED', env: 'ERR_ACCESS_DENIED' });
  });

  it('is killed and replaced when it does not answer in time', { timeout: 120_000 }, async () => {
    // A kill allowance below zero makes the pool give up on a job before the runner's own limit.
    const pool = new LearnerCodePool({ size: 1, killAfterMs: -4000 });
    try {
      await pool.warm();
      const [pid] = pool.pids();
      const result = await pool.run({ level: null, code: 'while True:\n    pass\n', timeLimitMs: 5000 });
      expect(result.error?.kind).toBe('timeout');
      expect(pool.stats().killed).toBe(1);
      const after = await pool.run({ level: null, code: 'print(6 * 7)\n', timeLimitMs: 5000 });
      expect(after.stdout).toBe('42\n');
      expect(pool.pids()).not.toContain(pid);
    } finally {
      pool.close();
    }
  });
});
