// Runner figures: boot time of a Node runner (from the Python snapshot, and the ordinary way),
// the whole `npx codehop run` process on intro-level1, the cost of running a short level program
// on a warm runner, and how many Python -> engine calls a second the bridge carries.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createNodeRunner, runLevel, type RunnerHost } from '../packages/runner/src/node.ts';
import { drawnLevel, talkingLevel } from '../packages/runner/src/test-levels.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

// The snapshot file is made by the build; make sure it is there before timing anything.
spawnSync(process.execPath, ['--import', 'tsx', 'packages/runner/scripts/snapshot.ts'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });

async function bootMs(snapshotFile?: null): Promise<{ ms: number; fromSnapshot: boolean }> {
  const started = performance.now();
  const host: RunnerHost = snapshotFile === null ? createNodeRunner({ snapshotFile: null }) : createNodeRunner();
  await host.ready();
  const ms = performance.now() - started;
  const fromSnapshot = host.lastBootFromSnapshot;
  host.close();
  return { ms, fromSnapshot };
}

const snapshotBoots: number[] = [];
const ordinaryBoots: number[] = [];
for (let round = 0; round < 3; round++) {
  const restored = await bootMs();
  if (!restored.fromSnapshot) throw new Error('The Node runner did not start from the snapshot.');
  snapshotBoots.push(restored.ms);
  ordinaryBoots.push((await bootMs(null)).ms);
}
console.log(`runner.boot_ms ${Math.round(median(snapshotBoots))}`);
console.log(`runner.boot_ordinary_ms ${Math.round(median(ordinaryBoots))}`);

const cliRuns: number[] = [];
for (let round = 0; round < 3; round++) {
  const before = performance.now();
  const cli = spawnSync('npx', ['codehop', 'run', 'python/intro-level1', 'packages/content/levels/python/intro-level1/solution.py'], { cwd: root, encoding: 'utf8' });
  cliRuns.push(performance.now() - before);
  if (cli.status !== 0 || !cli.stdout.includes('"completed":true')) throw new Error('The CLI did not complete intro-level1: ' + cli.stdout + cli.stderr);
}
console.log(`runner.cli_ms ${Math.round(median(cliRuns))}`);

const runner = createNodeRunner();
await runner.ready();

const program = `from player import *
speak("Hello")
write("Hi there")
answer = 0
for i in range(3):
    answer += i
if question("Is it sunny?"):
    print("sunny")
else:
    print("rainy")
text = read()
words = text.split()
print(len(words))
def walk():
    turn_left()
    turn_right()
walk()
answer = 42
print(answer, target)
`;
const level = talkingLevel();
const samples: number[] = [];
for (let index = 0; index < 12; index++) {
  const before = performance.now();
  const result = await runLevel(level, program, { runner, answers: ['yes'] });
  if (!result.completed) throw new Error('The bench program did not complete its level: ' + JSON.stringify(result.error));
  if (index >= 2) samples.push(performance.now() - before);
}
samples.sort((a, b) => a - b);
console.log(`runner.run_overhead_ms ${(samples[Math.floor(samples.length / 2)] ?? 0).toFixed(1)}`);

const calls = 200_000;
const room = drawnLevel(['###', '#@#', '###']);
const callProgram = `from player import *
import time
started = time.perf_counter()
for _ in range(${calls / 2}):
    turn_left()
    turn_right()
print(time.perf_counter() - started)
`;
// The first rounds warm the JIT on both sides of the bridge; the figure is the median of the rest.
const rates: number[] = [];
for (let round = 0; round < 5; round++) {
  const timed = await runLevel(room, callProgram, { runner, actionLimit: calls + 10 });
  if (timed.error !== null) throw new Error('The call bench failed: ' + JSON.stringify(timed.error));
  if (round >= 2) rates.push(calls / Number(timed.stdout.trim()));
}
rates.sort((a, b) => a - b);
console.log(`runner.calls_per_s ${Math.round(rates[1] ?? 0)}`);
runner.close();
