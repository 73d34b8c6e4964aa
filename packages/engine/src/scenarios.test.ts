import { describe, expect, it } from 'vitest';
import type { Command } from './command.ts';
import { checkCompletion } from './completion.ts';
import { forward, left, play, right, stateOf, type DrawnLevel } from './test-support.ts';

const collect: Command = { type: 'collect' };

/** Whole small levels, each with a solution that completes it and a near miss that does not. */
const carrotTrail: DrawnLevel = {
  rows: ['#######', '#.....#', '#.###.#', '#@....#', '#######'],
  facing: [1, 0],
  items: [
    { type: 'carrot', position: [3, 3] },
    { type: 'carrot', position: [5, 3] },
    { type: 'carrot', position: [5, 1] },
  ],
  levelGoals: [{ action: 'collect', type: 'carrot', count: 3 }],
};

const bridgeAndVillager: DrawnLevel = {
  rows: ['.....', '#####', '.....', '..@..'],
  items: [
    ...[0, 1, 3, 4].map((x) => ({ type: 'log' as const, position: [x, 3] as [number, number] })),
    { type: 'bridge_vertical', action: 'build', position: [2, 1] },
    { type: 'xmark', action: 'build', position: [2, 2], targetPosition: [2, 1] },
    { type: 'character', action: 'speak', sprite: 'OldMan', position: [3, 0] },
  ],
  levelGoals: [
    { action: 'collect', type: 'log', count: 4 },
    { action: 'build', type: 'bridge_vertical', position: [2, 2], targetPosition: [2, 1], depends: { type: 'log', count: 4 } },
    { action: 'speak', type: 'character', data: 'Good morning', position: [2, 0], targetPosition: [3, 0] },
  ],
};

const gatherLogs: Command[] = [
  left, forward(2), collect, right, right, forward(), collect, forward(2), collect, forward(), collect,
  left, left, forward(2), right, forward(),
];

const rockInTheWay: DrawnLevel = {
  rows: ['#.#', '#.#', '...', '.@.'],
  items: [{ type: 'rock', position: [1, 2] }],
  levelGoals: [{ action: 'write', type: 'xmark', data: 'I was here', position: [1, 1], targetPosition: [1, 0] }],
};

const kitchen: DrawnLevel = {
  rows: ['.....', '.....', '@....'],
  facing: [1, 0],
  items: [
    { type: 'grape', position: [1, 2] },
    { type: 'empty_jar', position: [2, 2] },
    { type: 'tray', action: 'place', position: [3, 1] },
  ],
  levelGoals: [
    { action: 'combine', type: 'grape_juice', data: 'grape_juice', position: [3, 2], targetPosition: [4, 2] },
    { action: 'place', type: 'tray', data: 'grape_juice', cost: { type: 'grape_juice', amount: 1 }, position: [3, 2], targetPosition: [3, 1] },
  ],
};

describe('whole levels', () => {
  it.each<[string, DrawnLevel, Command[], boolean]>([
    ['the carrot trail, walked in full, completes', carrotTrail, [forward(2), collect, forward(2), collect, left, forward(2), collect], true],
    ['the carrot trail, one carrot missed, does not', carrotTrail, [forward(2), collect, forward(2), left, forward(2), collect], false],
    ['the bridge, built and crossed, completes', bridgeAndVillager, [...gatherLogs, { type: 'build', structure: 'bridge' }, forward(2), right, { type: 'speak', text: 'Good morning' }], true],
    ['the bridge, crossed unbuilt, does not', bridgeAndVillager, [...gatherLogs, forward(2), right, { type: 'speak', text: 'Good morning' }], false],
    [
      'the rock, pushed aside, completes',
      rockInTheWay,
      [left, forward(), right, forward(), right, { type: 'push' }, forward(), left, forward(), { type: 'write', text: 'I was here' }],
      true,
    ],
    [
      'the rock, pushed up the corridor, does not',
      rockInTheWay,
      [{ type: 'push' }, forward(), forward(), { type: 'write', text: 'I was here' }],
      false,
    ],
    ['the kitchen, juice made and served, completes', kitchen, [forward(), collect, forward(), collect, forward(), { type: 'combine', recipe: 'grape_juice' }, left, { type: 'place', what: 'grape_juice' }], true],
    ['the kitchen, served before it is made, does not', kitchen, [forward(), collect, forward(), collect, forward(), left, { type: 'place', what: 'grape_juice' }], false],
  ])('%s', (_name, level, commands, complete) => {
    const played = play(stateOf(level), commands);
    expect(played.state.completed).toBe(complete);
    expect(played.events.filter((event) => event.type === 'level-completed')).toHaveLength(complete ? 1 : 0);
    expect(checkCompletion(played.state).complete).toBe(complete);
  });

  it('tells the bridge builder who skips the logs to collect more', () => {
    const played = play(stateOf(bridgeAndVillager), [forward(), { type: 'build', structure: 'bridge' }]);
    expect(played.refusals[0]?.code).toBe('build_not_enough');
  });

  it('lets the rock be pushed along a corridor until a wall stops it', () => {
    const level: DrawnLevel = { rows: ['#...#', '#@..#'], facing: [1, 0], items: [{ type: 'rock', position: [2, 1] }] };
    const played = play(stateOf(level), [{ type: 'push' }, forward(), { type: 'push' }]);
    expect(played.refusals.map((why) => why.code)).toEqual(['push_blocked']);
    expect(played.state.items[0]?.position).toEqual([3, 1]);
  });

  it('completes a variables level only with the right values left behind', () => {
    const state = stateOf({
      rows: ['@'],
      levelGoals: [
        { action: 'assign', variable: 'name', type: 'Hop' },
        { action: 'assign', variable: 'carrots', count: 0 },
        { action: 'compare', variable: 'shopping', expectedData: { fruit: ['apple', 'pear'], total: 2 } },
      ],
    });
    expect(checkCompletion(state, { name: 'hop', carrots: 0, shopping: { total: '2', fruit: ['pear', 'apple'] } }).complete).toBe(true);
    expect(checkCompletion(state, { name: 'hop', carrots: 0, shopping: { total: 2, fruit: ['pear'] } }).complete).toBe(false);
    expect(checkCompletion(state, { name: 'hop', shopping: { total: 2, fruit: ['pear', 'apple'] } }).complete).toBe(false);
  });
});
