import { loadLevel, loadLevelPrograms } from '@codehop/content/loader';
import { createNodeRunner, runLevel } from '@codehop/runner/node';
import { afterAll, describe, expect, it } from 'vitest';
import { autopilot } from './autopilot.ts';
import type { CoachRun } from './coach-run.ts';
import { coachText } from './coach-texts.ts';
import { coachTip } from './coach.ts';
import { unseededRandom } from './progress.ts';

const runner = createNodeRunner();
afterAll(() => runner.close());

async function levelAndCheck(slug: string, course: 'python' | 'advanced-python' = 'python') {
  const level = await loadLevel(course, slug);
  const { solution } = await loadLevelPrograms(course, slug);
  const check = async (code: string): Promise<CoachRun> => runLevel(level, code, { runner, timeLimitMs: 2000 });
  return { level, solution, check };
}

describe('the coach', () => {
  it('fixes the line that walked into an obstacle, with the walk to the carrot from there', { timeout: 120_000 }, async () => {
    const { level, check } = await levelAndCheck('intro-level2');
    const code = 'from player import *\n\nmove_forward(4)\ncollect()\nturn_right()\nmove_forward()\nturn_left()\nmove_forward()\n';
    const answer = await coachTip({ level, code }, check);
    expect(answer.tip).toMatchObject({ line_number: 8, code_to_modify: 'move_forward()', text_key: 'coach.refused', is_code_sufficient: true });
    expect(answer.checked).toBe(true);
    expect((await check(answer.tip.resulted_code ?? '')).completed).toBe(true);
  });

  it('counts what is picked and gives a short loop its missing rounds', { timeout: 60_000 }, async () => {
    const { level, check } = await levelAndCheck('loops-level2');
    const code = 'from player import *\n\nfor stair in range(4):\n    move_forward()\n    turn_right()\n    move_forward()\n    turn_left()\n    collect()\n';
    const { tip } = await coachTip({ level, code }, check);
    expect(tip.text).toBe('You picked 4 of 6 strawberries. Your loop runs 4 times, but it needs to run 6 times.');
    expect(tip).toMatchObject({ line_number: 3, code_to_add: 'for stair in range(6):', text_params: { next: 'coach.loopShort' } });
  });

  it('walks to the next goal with the engine from where the rabbit stopped, without the solution', { timeout: 60_000 }, async () => {
    const { level, check } = await levelAndCheck('intro-level2');
    const { tip } = await coachTip({ level, code: level.codeTemplate }, check);
    expect(tip.text).toBe(coachText('coach.goalCount', { done: 1, total: 2, item: 'carrots', next: 'coach.nextWalk' }));
    expect(tip.code_to_add).toMatch(/collect\(\)$/);
  });

  it('never proposes a program that draws unseeded random numbers (one lucky run proves nothing)', { timeout: 60_000 }, async () => {
    expect(unseededRandom('import random\nx = random.randint(1, 3)\n')).toBe(true);
    expect(unseededRandom('import random\nrandom.seed(7)\nx = random.randint(1, 3)\n')).toBe(false);
    const { level, solution, check } = await levelAndCheck('math-level3', 'advanced-python');
    const { tip } = await coachTip({ level, code: level.codeTemplate, solution }, check);
    expect(tip.resulted_code).toContain('random.seed(7)');
    expect((await check(tip.resulted_code ?? '')).completed).toBe(true);
  });

  it('says when a program never ends', { timeout: 60_000 }, async () => {
    const { level, check } = await levelAndCheck('intro-level1');
    const { tip } = await coachTip({ level, code: 'from player import *\nwhile True:\n    turn_left()\n' }, check);
    expect(tip.text_key).toMatch(/coach\.(timeout|error)/);
    expect(tip.line_number).not.toBeNull();
  });
});

describe('the autopilot (a sample; bench/assistant.ts runs every level)', () => {
  it.each(['intro-level2', 'intro-level5', 'loops-level2', 'operators-level1', 'functions-level1', 'dictionaries-level5', 'conditions-level3'])(
    '%s is completed within 12 tips, never worse',
    { timeout: 180_000 },
    async (slug) => {
      const { level, solution, check } = await levelAndCheck(slug);
      const result = await autopilot(level, level.codeTemplate, solution, check);
      expect(result).toMatchObject({ solved: true, worse: false });
      expect(result.tips).toBeLessThanOrEqual(12);
    },
  );
});
