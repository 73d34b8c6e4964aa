import { LearnerCodePool } from './src/services/learner-code/pool.ts';
import { autopilot, type CoachRun } from '@codehop/coach';
import { levelFoldersOnDisk, loadLevel, loadLevelPrograms } from '@codehop/content/loader';
import { createNodeRunner, runLevel } from '@codehop/runner/node';
const pool = new LearnerCodePool({ size: 2 });
const runner = createNodeRunner();
await Promise.all([pool.warm(), runner.ready()]);
const rows: [number, number, string, number][] = [];
for (const courseId of ['python', 'advanced-python']) {
  for (const slug of await levelFoldersOnDisk(courseId as never)) {
    const level = await loadLevel(courseId as never, slug);
    const { solution } = await loadLevelPrograms(courseId as never, slug).catch(() => ({ solution: '' }));
    const lsize = JSON.stringify(level).length;
    const check = async (code: string): Promise<CoachRun> => runLevel(level, code, { runner, timeLimitMs: 2000 });
    await autopilot(level, level.codeTemplate, solution, check, 12, async (code) => {
      const s = performance.now();
      const r = await pool.run({ level, code, timeLimitMs: 9500, tip: { solution, runLimitMs: 5000, budgetMs: 2500 } });
      rows.push([performance.now() - s, r.durationMs, `${slug} ${r.tip?.text_key}`, lsize]);
      return r.tip!;
    });
  }
}
rows.sort((a, b) => b[0] - a[0]);
for (const r of rows.slice(0, 25)) console.log(Math.round(r[0]), r[1], r[2], r[3]);
const ov = rows.map((r) => r[0] - r[1]).sort((a, b) => a - b);
console.log('overhead p50', ov[Math.floor(ov.length / 2)]?.toFixed(1), 'p95', ov[Math.floor(ov.length * 0.95)]?.toFixed(1));
pool.close(); runner.close();
