import { describe, expect, it } from 'vitest';
import type { Command } from './command.ts';
import { checkCompletion, type Variables } from './completion.ts';
import { REFUSAL_CODES, type RefusalCode } from './refusal.ts';
import type { GameState } from './state.ts';
import { FIELD, forward, holding, left, play, stateOf, type DrawnLevel } from './test-support.ts';

const ON_SPOT = { position: [2, 2] as [number, number], targetPosition: [2, 1] as [number, number] };

function field(extra: Omit<DrawnLevel, 'rows'>): GameState {
  return stateOf({ rows: FIELD, ...extra });
}

const stepCases: [RefusalCode, GameState, Command[]][] = [
  ['action_limit', stateOf({ rows: FIELD }, { maxActions: 2 }), [left, left, left]],
  ['invalid_steps', field({}), [forward(-1)]],
  ['bumped_wall', stateOf({ rows: ['#', '@'] }), [forward()]],
  [
    'bumped_water',
    stateOf({
      rows: ['...', '.#.', '.@.'],
      items: [{ type: 'bridge_vertical', action: 'build', position: [1, 1] }],
    }),
    [forward()],
  ],
  ['bumped_object', field({ items: [{ type: 'rock', position: [2, 1] }] }), [forward()]],
  ['push_only_rocks', field({ items: [{ type: 'boulder', position: [2, 1] }] }), [{ type: 'push' }]],
  ['push_blocked', stateOf({ rows: ['.#.', '...', '.@.'], items: [{ type: 'rock', position: [1, 1] }] }), [{ type: 'push' }]],
  ['not_on_xmark', field({ levelGoals: [{ action: 'speak', type: 'xmark', data: 'Hello', position: [0, 0] }] }), [{ type: 'speak', text: 'Hello' }]],
  [
    'not_facing_target',
    field({ levelGoals: [{ action: 'speak', data: 'Hello', position: [2, 2], targetPosition: [3, 2] }] }),
    [{ type: 'speak', text: 'Hello' }],
  ],
  ['wrong_word', field({ levelGoals: [{ action: 'speak', data: 'Hello', ...ON_SPOT }] }), [{ type: 'speak', text: 'hello' }]],
  ['build_wrong_location', holding(field({}), { log: 4 }), [{ type: 'build', structure: 'bridge' }]],
  [
    'build_wrong_word',
    holding(field({ levelGoals: [{ action: 'build', type: 'bridge_vertical', ...ON_SPOT }] }), { log: 4 }),
    [{ type: 'build', structure: 'road' }],
  ],
  [
    'build_not_enough',
    holding(field({ levelGoals: [{ action: 'build', type: 'bridge_vertical', ...ON_SPOT }] }), { log: 3 }),
    [{ type: 'build', structure: 'bridge' }],
  ],
  ['water_no_canteen', field({ levelGoals: [{ action: 'water', type: 'sapling', ...ON_SPOT }] }), [{ type: 'water' }]],
  ['nothing_to_collect', field({ items: [{ type: 'carrot', position: [2, 1] }] }), [{ type: 'collect' }]],
  ['collect_invalid_object', field({ items: [{ type: 'carrot', position: [2, 2] }] }), [{ type: 'collect', item: 'apple' }]],
  [
    'collect_wrong_word_water',
    field({ levelGoals: [{ action: 'collect', type: 'water', data: 'water', ...ON_SPOT }] }),
    [{ type: 'collect', item: 'waters' }],
  ],
  [
    'collect_closed',
    field({ items: [{ type: 'chest', position: [2, 1] }], levelGoals: [{ action: 'collect', type: 'coin', ...ON_SPOT }] }),
    [{ type: 'collect', item: 'coin' }],
  ],
  [
    'already_open',
    field({ items: [{ type: 'door', position: [2, 1] }], levelGoals: [{ action: 'open', type: 'door', count: 2, ...ON_SPOT }] }),
    [{ type: 'open' }, { type: 'open' }],
  ],
  [
    'already_closed',
    field({ items: [{ type: 'gate', position: [2, 1] }], levelGoals: [{ action: 'close', type: 'gate', ...ON_SPOT }] }),
    [{ type: 'close' }],
  ],
  ['nothing_to_open', field({ levelGoals: [{ action: 'open', type: 'door', ...ON_SPOT }] }), [{ type: 'open' }]],
  [
    'wrong_amount',
    holding(field({ levelGoals: [{ action: 'place', type: 'egg', cost: { type: 'egg', amount: 2 }, ...ON_SPOT }] }), { egg: 2 }),
    [{ type: 'place', what: 3 }],
  ],
  [
    'wrong_object',
    holding(field({ levelGoals: [{ action: 'place', type: 'egg', data: 'egg', cost: { type: 'egg', amount: 2 }, ...ON_SPOT }] }), { egg: 2 }),
    [{ type: 'place', what: 'milk' }],
  ],
  [
    'not_enough_items',
    holding(field({ levelGoals: [{ action: 'combine', type: 'salad', data: 'salad', ...ON_SPOT }] }), { carrot: 2, tomato: 2, lettuce: 5, cucumber: 2 }),
    [{ type: 'combine', recipe: 'salad' }],
  ],
  ['display_wrong_position', field({}), [{ type: 'display', text: 'Open' }]],
  [
    'display_wrong_message',
    field({ levelGoals: [{ action: 'display', type: 'notice_board', data: 'Open', ...ON_SPOT }] }),
    [{ type: 'display', text: 'Closed' }],
  ],
  ['read_wrong_position', field({}), [{ type: 'read' }]],
  [
    'goal_depends',
    field({
      levelGoals: [
        { action: 'collect', type: 'carrot', count: 2 },
        { action: 'speak', type: 'character', data: 'Done', depends: { type: 'carrot', count: 2 }, ...ON_SPOT },
      ],
    }),
    [{ type: 'speak', text: 'Done' }],
  ],
];

const completionCases: [RefusalCode, GameState, Variables][] = [
  ['variable_unset', field({ levelGoals: [{ action: 'assign', variable: 'carrots', count: 3 }] }), {}],
  ['assign_mismatch', field({ levelGoals: [{ action: 'assign', variable: 'carrots', count: 3 }] }), { carrots: 4 }],
  ['compare_mismatch', field({ levelGoals: [{ action: 'compare', variable: 'basket', expectedData: ['egg'] }] }), { basket: ['milk'] }],
];

describe('refusals', () => {
  it.each(stepCases)('%s is the refusal the program meets', (code, state, commands) => {
    const played = play(state, commands);
    expect(played.last?.refusal?.code).toBe(code);
    expect(played.last?.events.at(-1)).toEqual({ type: 'refused', refusal: played.last?.refusal });
  });

  it.each(completionCases)('%s is the hint a finished program gets', (code, state, variables) => {
    const result = checkCompletion(state, variables);
    expect(result.complete).toBe(false);
    expect(result.goals[0]?.hint?.code).toBe(code);
  });

  it('every refusal code has a case above', () => {
    const covered = new Set([...stepCases, ...completionCases].map(([code]) => code));
    expect([...REFUSAL_CODES].filter((code) => !covered.has(code))).toEqual([]);
  });
});
