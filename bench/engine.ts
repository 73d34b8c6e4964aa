// Engine figures: commands a second for a long program of moves, turns and collects snaking
// over a 64x64 map with a carrot on every 8th tile, and the time to find a pointer path across
// the same map. The program is checked to run without a single refusal before it is timed.
import {
  createState,
  findPath,
  parseLevel,
  step,
  type Command,
  type GameState,
  type LevelItemInput,
} from '../packages/engine/src/index.ts';

const SIZE = 64;
const collisions: number[] = [];
for (let y = 0; y < SIZE; y++) {
  for (let x = 0; x < SIZE; x++) collisions.push(x === 0 || y === 0 || x === SIZE - 1 || y === SIZE - 1 ? 1 : 0);
}

const carrots: LevelItemInput[] = [];
const program: Command[] = [];
let tile = 0;
for (let y = 1; y < SIZE - 1; y++) {
  for (let walked = 0; walked < SIZE - 3; walked++) {
    program.push({ type: 'move_forward', steps: 1 });
    tile += 1;
    const x = y % 2 === 1 ? 2 + walked : SIZE - 3 - walked;
    if (tile % 8 === 0) {
      carrots.push({ type: 'carrot', position: [x, y] });
      program.push({ type: 'collect' });
    }
  }
  if (y === SIZE - 2) break;
  const turn: Command = y % 2 === 1 ? { type: 'turn_right' } : { type: 'turn_left' };
  program.push(turn, { type: 'move_forward', steps: 1 }, turn);
}

const level = parseLevel({
  map: {
    width: SIZE,
    height: SIZE,
    layers: [{ name: 'collisions', width: SIZE, height: SIZE, data: collisions }],
    tilesets: [{ source: 'farm.json', firstgid: 1 }],
  },
  start: [1, 1],
  facing: [1, 0],
  items: carrots,
  levelGoals: [{ action: 'collect', type: 'carrot', count: carrots.length }],
});
const start = createState(level, { maxActions: Number.POSITIVE_INFINITY });

function runOnce(): GameState {
  let state = start;
  for (const command of program) {
    const result = step(state, command);
    if (result.refusal) throw new Error(`The benchmark program was refused: ${result.refusal.code}`);
    state = result.state;
  }
  return state;
}

const checked = runOnce();
if (!checked.completed) throw new Error('The benchmark program did not collect every carrot.');

let steps = 0;
const began = performance.now();
while (performance.now() - began < 2000) {
  runOnce();
  steps += program.length;
}
const seconds = (performance.now() - began) / 1000;
console.log(`engine.steps_per_s ${Math.round(steps / seconds)}`);

const searches = 200;
const pathStart = performance.now();
for (let i = 0; i < searches; i++) {
  if (findPath(start, [1, 1], [SIZE - 2, SIZE - 2]).length === 0) throw new Error('No path across the map.');
}
console.log(`engine.find_path_64x64_us ${Math.round(((performance.now() - pathStart) * 1000) / searches)}`);
