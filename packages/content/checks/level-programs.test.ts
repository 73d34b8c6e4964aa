import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkMaxLines, createNodeRunner, runLevel, type RunnerHost, type RunResult } from '@codehop/runner/node';
import { conceptProgram, isConcept } from './concepts.ts';
import { checkedCourses, loadCourseLevels } from './content-levels.ts';

/**
 * Every reference solution completes its level through the real runner and engine, and every
 * known wrong program does not. One warm runner serves all levels. The solution's events are
 * kept as a golden transcript (checks/golden/<course>/<slug>.json): `FIX_TESTS=1` rewrites them,
 * and the diff is reviewed like code. A level that names its `concept` also proves, with Python's
 * own ast, that its solution uses the construct. CHECK_COURSE=advanced-python runs one course.
 */
const levels = (await Promise.all(checkedCourses().map((course) => loadCourseLevels(course)))).flat();
const goldenRoot = path.join(import.meta.dirname, 'golden');
const fix = process.env['FIX_TESTS'] === '1';
let runner: RunnerHost;

beforeAll(async () => {
  runner = createNodeRunner();
  await runner.ready();
}, 60_000);

afterAll(() => {
  runner.close();
});

function describeRun(result: RunResult): string {
  const goals = result.goals.map((goal) => `${String(goal['action'])}:${goal.score}/${goal.maxScore}`).join(' ');
  return `completed=${result.completed} error=${result.error ? `${result.error.kind} line ${result.error.line}: ${result.error.message}` : 'none'} goals=${goals}`;
}

describe('the concept check', () => {
  it.each([
    ['yield', 'def gaps():\n    yield 2\n', 'concept-ok'],
    ['yield', 'for gap in [2, 3]:\n    move_forward(gap)\n', 'concept-missing'],
    ['decorator', 'def log(f):\n    return f\n\n@log\ndef hop():\n    pass\n', 'concept-ok'],
    ['try', 'move_forward(3)\n', 'concept-missing'],
  ] as const)('%s in %j says %s', async (concept, code, expected) => {
    const result = await runLevel(null, conceptProgram(code, concept), { runner });
    expect(result.stdout.trim()).toBe(expected);
  });
});

describe.each(levels)('$course/$slug', ({ course, slug, level, solution, wrong, answerSets, concept }) => {
  const goldenDir = path.join(goldenRoot, course);

  it('starts from a code template that runs but does not yet complete the level', async () => {
    const result = await runLevel(level, level.codeTemplate, { runner, answers: answerSets[0] ?? [] });
    expect(result.error?.kind, describeRun(result)).not.toBe('syntax');
    expect(result.completed, describeRun(result)).toBe(false);
  });
  it('the reference solution completes the level with no error', async () => {
    expect(checkMaxLines(solution, level.maxLinesOfCode)).toBeNull();
    const result = await runLevel(level, solution, { runner, answers: answerSets[0] ?? [] });
    expect(result.error, describeRun(result)).toBeNull();
    expect(result.completed, describeRun(result)).toBe(true);
    const transcript = result.events.map((event) => ({ ...event }));
    const file = path.join(goldenDir, `${slug}.json`);
    const text = `[\n${transcript.map((event) => JSON.stringify(event)).join(',\n')}\n]\n`;
    if (fix || !existsSync(file)) {
      mkdirSync(goldenDir, { recursive: true });
      writeFileSync(file, text);
    }
    expect(JSON.parse(text)).toEqual(JSON.parse(readFileSync(file, 'utf8')));
  });

  // A level that asks question() must work whichever way the learner answers.
  const otherAnswers = answerSets.slice(1).map((answers) => [JSON.stringify(answers), answers] as const);
  if (otherAnswers.length > 0) {
    it.each(otherAnswers)('the reference solution also completes when the popups are answered %s', async (_name, answers) => {
      const result = await runLevel(level, solution, { runner, answers });
      expect(result.error, describeRun(result)).toBeNull();
      expect(result.completed, describeRun(result)).toBe(true);
    });
  }

  if (concept !== undefined) {
    it(`the reference solution uses its concept (${concept}), by Python's ast`, async () => {
      expect(isConcept(concept), `unknown concept ${concept}`).toBe(true);
      if (!isConcept(concept)) return;
      const result = await runLevel(null, conceptProgram(solution, concept), { runner });
      expect(result.error).toBeNull();
      expect(result.stdout.trim()).toBe('concept-ok');
    });
  }

  it('has at least one wrong program', () => {
    expect(wrong.length).toBeGreaterThan(0);
  });

  it.each(wrong)('$file does not complete the level', async ({ code }) => {
    // The play screen refuses to run a program longer than maxLinesOfCode (gameplay §5): that
    // is how a loop level turns away the long way round.
    if (checkMaxLines(code, level.maxLinesOfCode)) return;
    const result = await runLevel(level, code, { runner, answers: answerSets[0] ?? [] });
    expect(result.completed, describeRun(result)).toBe(false);
  });
});
