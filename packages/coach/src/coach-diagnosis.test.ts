import { loadLevel, loadLevelPrograms } from '@codehop/content/loader';
import { createNodeRunner, runLevel } from '@codehop/runner/node';
import { afterAll, describe, expect, it } from 'vitest';
import type { CoachRun } from './coach-run.ts';
import { coachTip } from './coach.ts';

const runner = createNodeRunner();
afterAll(() => runner.close());

async function intro2() {
  const level = await loadLevel('python', 'intro-level2');
  const { solution } = await loadLevelPrograms('python', 'intro-level2');
  const check = async (code: string): Promise<CoachRun> => runLevel(level, code, { runner, timeLimitMs: 2000 });
  return { level, solution, check };
}

describe('the first tip names the real mistake', () => {
  it('a step short: the count on the line of the walk, not "change that line" at collect()', { timeout: 120_000 }, async () => {
    const { level, solution, check } = await intro2();
    const code = solution.replace('move_forward(4)', 'move_forward(3)');
    const run = await check(code);
    expect(run.error?.line).toBe(4);
    const answer = await coachTip({ level, code, run, solution }, check);
    expect(answer.tip).toMatchObject({ text_key: 'coach.bugSteps', line_number: 3, text_params: { line: 3, actual: 3, needed: 4 } });
    expect(answer.checked).toBe(true);
  });

  it('two walks off: the first one, where the program left the road, not the collect() that found nothing', { timeout: 60_000 }, async () => {
    const { level, solution, check } = await intro2();
    const code = solution.replace('move_forward(4)\ncollect()', 'move_forward(3)\ncollect()').replace('move_forward(2)', 'move_forward(1)');
    const run = await check(code);
    expect(run.error?.line).toBe(4);
    const answer = await coachTip({ level, code, run, solution }, check);
    expect(answer.tip).toMatchObject({ text_key: 'coach.bugSteps', line_number: 3, text_params: { actual: 3, needed: 4 } });
  });

  it('a walk written as single steps, one short: the count, at the walk', { timeout: 60_000 }, async () => {
    const { level, solution, check } = await intro2();
    const code = solution.replace('move_forward(4)\ncollect()', 'move_forward()\nmove_forward()\nmove_forward()\ncollect()');
    const answer = await coachTip({ level, code, solution }, check);
    expect(answer.tip).toMatchObject({ text_key: 'coach.bugSteps', line_number: 5, text_params: { actual: 3, needed: 4 } });
    expect(answer.checked).toBe(true);
  });

  it('a missing turn: where the turn goes', { timeout: 60_000 }, async () => {
    const { level, solution, check } = await intro2();
    const code = solution.replace('turn_right()\n', '');
    const answer = await coachTip({ level, code, solution }, check);
    expect(answer.tip).toMatchObject({ text_key: 'coach.bugMissingTurn', line_number: 5, code_to_add: 'turn_right()' });
  });

  it('two commands swapped: both lines named', { timeout: 60_000 }, async () => {
    const { level, solution, check } = await intro2();
    const code = solution.replace('turn_left()\nmove_forward(2)', 'move_forward(2)\nturn_left()');
    const answer = await coachTip({ level, code, solution }, check);
    expect(answer.tip).toMatchObject({ text_key: 'coach.bugOrder', line_number: 7, text_params: { other: 8 } });
  });

  it('an empty program gets a way to start, not "0 of 2 goals, on the right track"', { timeout: 60_000 }, async () => {
    const { level, solution, check } = await intro2();
    const answer = await coachTip({ level, code: 'from player import *\n\n', solution }, check);
    expect(answer.tip).toMatchObject({ text_key: 'coach.start', text_params: { command: 'move_forward(4)' } });
    expect(answer.tip.text).not.toMatch(/right track/);
    const alone = await coachTip({ level, code: 'from player import *\n' }, check);
    expect(alone.tip.text_key).toBe('coach.start');
    expect(alone.tip.code_to_add).toMatch(/^move_forward\(4\)/);
  });

  it('"on the right track" only for a correct beginning', { timeout: 60_000 }, async () => {
    const { level, solution, check } = await intro2();
    const beginning = await coachTip({ level, code: 'from player import *\n\nmove_forward(4)\n', solution }, check);
    expect(beginning.tip.text).toMatch(/right track/);
    const astray = await coachTip({ level, code: 'from player import *\n\nmove_forward(4)\ncollect()\nturn_left()\nturn_left()\nturn_left()\nmove_forward(4)\n', solution }, check);
    expect(astray.tip.text).not.toMatch(/right track/);
  });
});

describe('the error keeps its own words', () => {
  it('a misspelt command on the line Python stopped at is told by the error, not as "a different way"', { timeout: 60_000 }, async () => {
    const { level, solution, check } = await intro2();
    const code = solution.replace('collect()', 'colect()');
    const answer = await coachTip({ level, code, solution }, check);
    expect(answer.tip.text_key).not.toBe('coach.bugLine');
    expect(answer.tip.line_number).toBe(4);
  });
});
