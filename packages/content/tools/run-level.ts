import { createNodeRunner } from '@codehop/runner/node';
import { checkMaxLines, runLevel } from '@codehop/runner/node';
import { isCourseId } from '../src/courses/index.ts';
import { loadLevel, loadLevelPrograms } from '../src/loader/index.ts';

/**
 * The author's quick look at levels: runs each level's solution and wrong programs and prints
 * how each ended. `node --import tsx tools/run-level.ts python intro-level1 [more slugs]`.
 */
const [course = 'python', ...slugs] = process.argv.slice(2);
if (!isCourseId(course)) throw new Error(`Unknown course ${course}`);
const runner = createNodeRunner();
await runner.ready();
for (const slug of slugs) {
  const level = await loadLevel(course, slug);
  const programs = await loadLevelPrograms(course, slug);
  for (const [name, code] of [['solution.py', programs.solution], ...programs.wrong.map((w) => [w.file, w.code])] as const) {
    const limit = checkMaxLines(code, level.maxLinesOfCode);
    if (limit) {
      console.log(`${slug} ${name.padEnd(26)} blocked: ${limit.message}`);
      continue;
    }
    const result = await runLevel(level, code, { runner, answers: programs.answerSets[0] ?? [] });
    const error = result.error ? `${result.error.kind} line ${result.error.line}: ${result.error.message}` : '-';
    const goals = result.goals.map((g) => `${String(g['action'])}:${g.score}/${g.maxScore}`).join(' ');
    console.log(`${slug} ${name.padEnd(26)} completed=${String(result.completed).padEnd(5)} ${goals} | ${error}`);
  }
}
runner.close();
