import type { CoachRun } from '@codehop/coach';
import type { Level } from '@codehop/engine';
import { describe, expect, it } from 'vitest';
import { RunMemo } from './run-memo.ts';

const level = { name: 'a level' } as unknown as Level;
const sameLevelAgain = { name: 'a level' } as unknown as Level;
const otherLevel = { name: 'another level' } as unknown as Level;

function counting(): { fresh: () => Promise<CoachRun>; count: () => number } {
  let runs = 0;
  return {
    fresh: async () => {
      runs += 1;
      return { completed: false, error: null, events: [], variables: {}, goals: [{ score: runs, maxScore: 5 }] };
    },
    count: () => runs,
  };
}

describe('the runs a sandboxed process remembers', () => {
  it('runs a program once per level, even when the level arrives as a new object', async () => {
    const memo = new RunMemo();
    const { fresh, count } = counting();
    await memo.run(level, 'move_forward()\n', fresh);
    const again = await memo.run(sameLevelAgain, 'move_forward()\n', fresh);
    expect(count()).toBe(1);
    expect(again.goals[0]?.score).toBe(1);
    await memo.run(otherLevel, 'move_forward()\n', fresh);
    await memo.run(level, 'turn_left()\n', fresh);
    expect(count()).toBe(3);
  });

  it('runs anew a program whose run can change (chance, the clock, answers)', async () => {
    const memo = new RunMemo();
    const { fresh, count } = counting();
    for (const code of ['import random\nmove_forward(random.randint(1, 3))\n', 'import time\nprint(time.time())\n', 'x = input()\n']) {
      await memo.run(level, code, fresh);
      await memo.run(level, code, fresh);
    }
    expect(count()).toBe(6);
  });

  it('keeps the 64 most recently used', async () => {
    const memo = new RunMemo();
    const { fresh, count } = counting();
    for (let index = 0; index <= 64; index += 1) await memo.run(level, `x = ${index}\n`, fresh);
    await memo.run(level, 'x = 64\n', fresh);
    expect(count()).toBe(65);
    await memo.run(level, 'x = 0\n', fresh);
    expect(count()).toBe(66);
  });
});
