// Runner figures: boot time of a Node runner, the cost of running a short level program on a
// warm runner, and how many Python -> engine calls a second the bridge carries.
import { createNodeRunner, runLevel } from '../packages/runner/src/node.ts';
import { drawnLevel, talkingLevel } from '../packages/runner/src/test-levels.ts';

const started = performance.now();
const runner = createNodeRunner();
await runner.ready();
console.log(`runner.boot_ms ${Math.round(performance.now() - started)}`);

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
