// Recognition figures (issue 15): how long the server takes to verify a claimed level completion
// with a warm learner-code pool (two sandboxed processes), and how many verifications a second it
// carries when they arrive all at once. Programs are the reference solutions of the first levels.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadLevel } from '../packages/content/src/loader/index.ts';
import { createLearnerCode } from '../apps/server/src/services/learner-code/index.ts';

const levelsDir = path.join(import.meta.dirname, '../packages/content/levels/python');
const slugs = ['intro-level1', 'intro-level2', 'intro-level3', 'intro-level4'];
const jobs = await Promise.all(
  slugs.map(async (slug) => ({ level: await loadLevel('python', slug), code: readFileSync(path.join(levelsDir, slug, 'solution.py'), 'utf8') })),
);

const learnerCode = createLearnerCode({ size: 2, queueLimit: 10_000 });
const started = performance.now();
await learnerCode.warm();
while (learnerCode.stats().ready < 2) await new Promise((resolve) => setTimeout(resolve, 50));
console.log(`recognition.pool_boot_ms ${Math.round(performance.now() - started)}`);

async function verify(index: number): Promise<void> {
  const job = jobs[index % jobs.length];
  if (!job) throw new Error('no job');
  const result = await learnerCode.verifyLevel({ courseId: 'python', level: job.level, code: job.code });
  if (!result.completed) throw new Error(`A reference solution did not verify: ${JSON.stringify(result)}`);
}

// Warm-up: the JIT on both sides of each process's bridge.
for (let index = 0; index < 20; index++) await verify(index);

// One verification at a time, as a quiet server sees them.
const samples: number[] = [];
for (let index = 0; index < 100; index++) {
  const before = performance.now();
  await verify(index);
  samples.push(performance.now() - before);
}
samples.sort((a, b) => a - b);
const p95 = samples[Math.ceil(samples.length * 0.95) - 1] ?? 0;
console.log(`recognition.verify_ms ${p95.toFixed(1)}`);
console.log(`recognition.verify_median_ms ${(samples[Math.floor(samples.length / 2)] ?? 0).toFixed(1)}`);

// CPU time the sandboxed processes spend per verification (Linux /proc; all threads), which a
// busy shared machine does not distort the way it distorts wall-clock figures.
function cpuMs(pids: number[]): number | null {
  let ticks = 0;
  for (const pid of pids) {
    const file = `/proc/${pid}/stat`;
    if (!existsSync(file)) return null;
    const fields = readFileSync(file, 'utf8').split(') ')[1]?.split(' ') ?? [];
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / 100;
}

// A burst: everything queued at once, both processes busy until it drains.
const burst = 400;
const pids = learnerCode.pids();
const cpuBefore = cpuMs(pids);
const burstStarted = performance.now();
await Promise.all(Array.from({ length: burst }, (_, index) => verify(index)));
const seconds = (performance.now() - burstStarted) / 1000;
const cpuAfter = cpuMs(pids);
console.log(`recognition.verify_per_s ${Math.round(burst / seconds)}`);
if (cpuBefore !== null && cpuAfter !== null) {
  const perVerification = (cpuAfter - cpuBefore) / burst;
  console.log(`recognition.verify_cpu_ms ${perVerification.toFixed(1)}`);
  // What two otherwise idle cores would carry at that cost.
  console.log(`recognition.verify_per_s_2_idle_cores ${Math.round(2000 / perVerification)}`);
}
learnerCode.close();
