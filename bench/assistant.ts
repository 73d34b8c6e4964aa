// The assistant's bar (issue 16): for every level of every course, a child who always follows the
// coach (template, run, tip, apply, run...) must complete >= 95% of levels within 12 tips, and no
// applied tip may make the code worse. Prints assistant.autopilot_solved_pct, tips_median, tip_ms p95.
import { autopilot, type CoachRun } from '../packages/coach/src/index.ts';
import { COURSE_IDS } from '../packages/content/src/courses/course-types.ts';
import { levelFoldersOnDisk, loadLevel, loadLevelPrograms } from '../packages/content/src/loader/index.ts';
import { createNodeRunner, runLevel } from '../packages/runner/src/node.ts';

const runner = createNodeRunner();
await runner.ready();
const only = process.env.ASSISTANT_LEVELS?.split(',');
let total = 0;
let solved = 0;
let worse = 0;
const tipCounts: number[] = [];
const tipMs: number[] = [];
const failures: string[] = [];
for (const courseId of COURSE_IDS) {
  for (const slug of await levelFoldersOnDisk(courseId)) {
    if (only && !only.includes(slug)) continue;
    const level = await loadLevel(courseId, slug);
    const { solution } = await loadLevelPrograms(courseId, slug).catch(() => ({ solution: '' }));
    const check = async (code: string): Promise<CoachRun> => runLevel(level, code, { runner, timeLimitMs: 2000 });
    const result = await autopilot(level, level.codeTemplate, solution, check);
    total += 1;
    if (result.solved) {
      solved += 1;
      tipCounts.push(result.tips);
    } else failures.push(`${courseId}/${slug}`);
    if (result.worse) {
      worse += 1;
      failures.push(`${courseId}/${slug} (worse)`);
    }
    tipMs.push(...result.tipMs);
  }
}
const sorted = (values: number[]): number[] => [...values].sort((a, b) => a - b);
const pick = (values: number[], q: number): number => sorted(values)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;
if (failures.length > 0) console.error(`not solved: ${failures.join(', ')}`);
console.log(`assistant.levels ${total}`);
console.log(`assistant.autopilot_solved_pct ${total === 0 ? 0 : Math.round((1000 * solved) / total) / 10}`);
console.log(`assistant.autopilot_worse_tips ${worse}`);
console.log(`assistant.tips_median ${pick(tipCounts, 0.5)}`);
console.log(`assistant.tip_ms_p95 ${Math.round(pick(tipMs, 0.95))}`);
runner.close();
