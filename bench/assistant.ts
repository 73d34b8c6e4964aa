// The assistant's bar (issue 16): for every level of every course, a child who always follows the
// coach (template, run, tip, apply, run...) must complete >= 95% of levels within 12 tips, and no
// applied tip may make the code worse. Tips are asked of the server's learner-code pool, as the tip
// route does (the child's code and every check run in a sandboxed process), so tip_ms is what a
// child waits for minus HTTP and the database. The applied code is re-run here to judge "worse".
// Prints per course and overall: autopilot_solved_pct, tips_median, tip_ms p50/p95.
// ASSISTANT_CHILDREN=n plays n levels at once (n children asking the same pool of 2 processes).
// Then bug_located_pct: every level's reference solution with one injected bug of each kind (a number
// off by one, a loop count changed, a turn removed, two adjacent commands swapped); the first tip
// must point at the bug's line (or where the fix goes) and its words must name the kind. A mutant
// that still solves its level is skipped and listed (a wrong program that passes is a content bug).
import { autopilot, type CoachRun } from '../packages/coach/src/index.ts';
import { COURSE_IDS } from '../packages/content/src/courses/course-types.ts';
import { levelFoldersOnDisk, loadLevel, loadLevelPrograms } from '../packages/content/src/loader/index.ts';
import { createNodeRunner, runLevel } from '../packages/runner/src/node.ts';
import { createLearnerCode } from '../apps/server/src/services/learner-code/index.ts';
import { mutantsOf, namesKind, type MutantKind } from './support/assistant-mutants.ts';

const runner = createNodeRunner();
const pool = createLearnerCode({ size: 2 });
await Promise.all([runner.ready(), pool.warm()]);
const only = process.env.ASSISTANT_LEVELS?.split(',');
const children = Math.max(1, Number(process.env.ASSISTANT_CHILDREN ?? 1));
// One runner here judges the applied code; the children's checks take turns on it.
let turn: Promise<unknown> = Promise.resolve();
const judge = <T>(work: () => Promise<T>): Promise<T> => {
  const next = turn.then(work, work);
  turn = next.catch(() => undefined);
  return next;
};
const courses = process.env.ASSISTANT_COURSES?.split(',') ?? [...COURSE_IDS];

interface Figures {
  total: number;
  solved: number;
  worse: number;
  tipCounts: number[];
  tipMs: number[];
  mutants: number;
  located: number;
  bugTipMs: number[];
  byKind: Map<MutantKind, [located: number, total: number]>;
}
const empty = (): Figures => ({ total: 0, solved: 0, worse: 0, tipCounts: [], tipMs: [], mutants: 0, located: 0, bugTipMs: [], byKind: new Map() });
const solvingMutants: string[] = [];
const missed: string[] = [];
const overall = empty();
const failures: string[] = [];
const perCourse = new Map<string, Figures>();

for (const courseId of COURSE_IDS) {
  if (!courses.includes(courseId)) continue;
  const figures = empty();
  perCourse.set(courseId, figures);
  const slugs = (await levelFoldersOnDisk(courseId)).filter((slug) => !only || only.includes(slug));
  const play = async (slug: string): Promise<void> => {
    const level = await loadLevel(courseId, slug);
    const { solution } = await loadLevelPrograms(courseId, slug).catch(() => ({ solution: '' }));
    const check = (code: string): Promise<CoachRun> => judge(() => runLevel(level, code, { runner, timeLimitMs: 2000 }));
    const tipper = (code: string) => pool.tipLevel({ level, code, solution: solution || null });
    const result = await autopilot(level, level.codeTemplate, solution, check, 12, tipper);
    for (const into of [figures, overall]) {
      into.total += 1;
      if (result.solved) {
        into.solved += 1;
        into.tipCounts.push(result.tips);
      }
      if (result.worse) into.worse += 1;
      into.tipMs.push(...result.tipMs);
    }
    if (!result.solved) failures.push(`${courseId}/${slug}`);
    if (result.worse) failures.push(`${courseId}/${slug} (worse)`);
    if (!solution) return;
    for (const mutant of mutantsOf(solution)) {
      const run = await check(mutant.code);
      if (run.completed) {
        solvingMutants.push(`${courseId}/${slug} ${mutant.kind} line ${mutant.lines.join('/')}: ${mutant.change}`);
        continue;
      }
      const started = performance.now();
      const tip = await tipper(mutant.code);
      const located = mutant.lines.includes(tip.line_number ?? -1) && namesKind(mutant.kind, tip);
      for (const into of [figures, overall]) {
        into.bugTipMs.push(performance.now() - started);
        into.mutants += 1;
        if (located) into.located += 1;
        const kind = into.byKind.get(mutant.kind) ?? [0, 0];
        into.byKind.set(mutant.kind, [kind[0] + (located ? 1 : 0), kind[1] + 1]);
      }
      if (!located) missed.push(`${courseId}/${slug} ${mutant.kind} line ${mutant.lines.join('/')}: tip at ${tip.line_number} ${tip.text_key ?? ''}`);
    }
  };
  const queue = [...slugs];
  await Promise.all(
    Array.from({ length: children }, async () => {
      for (let slug = queue.shift(); slug !== undefined; slug = queue.shift()) await play(slug);
    }),
  );
}

const sorted = (values: number[]): number[] => [...values].sort((a, b) => a - b);
const pick = (values: number[], q: number): number => sorted(values)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;
const print = (prefix: string, figures: Figures): void => {
  console.log(`${prefix}.levels ${figures.total}`);
  console.log(`${prefix}.autopilot_solved_pct ${figures.total === 0 ? 0 : Math.round((1000 * figures.solved) / figures.total) / 10}`);
  console.log(`${prefix}.autopilot_worse_tips ${figures.worse}`);
  console.log(`${prefix}.tips_median ${pick(figures.tipCounts, 0.5)}`);
  console.log(`${prefix}.tips ${figures.tipMs.length}`);
  console.log(`${prefix}.tip_ms_p50 ${Math.round(pick(figures.tipMs, 0.5))}`);
  console.log(`${prefix}.tip_ms_p95 ${Math.round(pick(figures.tipMs, 0.95))}`);
};
const pct = (part: number, whole: number): number => (whole === 0 ? 0 : Math.round((1000 * part) / whole) / 10);
const printBugs = (suffix: string, figures: Figures): void => {
  console.log(`assistant.bug_mutants${suffix} ${figures.mutants}`);
  console.log(`assistant.bug_located_pct${suffix} ${pct(figures.located, figures.mutants)}`);
  console.log(`assistant.bug_tip_ms_p95${suffix} ${Math.round(pick(figures.bugTipMs, 0.95))}`);
};
if (failures.length > 0) console.error(`not solved: ${failures.join(', ')}`);
if (missed.length > 0) console.error(`bug not located:\n  ${missed.join('\n  ')}`);
if (solvingMutants.length > 0) console.error(`wrong programs that still solve their level (skipped):\n  ${solvingMutants.join('\n  ')}`);
for (const [courseId, figures] of perCourse) print(`assistant.${courseId}`, figures);
print('assistant', overall);
for (const [courseId, figures] of perCourse) printBugs(`.${courseId}`, figures);
for (const [kind, [located, total]] of [...overall.byKind].sort()) console.log(`assistant.bug_located_pct.kind.${kind} ${pct(located, total)}`);
printBugs('', overall);
console.log(`assistant.children ${children}`);
console.log(`assistant.load_average_1m ${(await import('node:os')).loadavg()[0]?.toFixed(2)}`);
runner.close();
pool.close();
