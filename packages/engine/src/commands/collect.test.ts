import { describe, expect, it } from 'vitest';
import type { Command } from '../command.ts';
import { FIELD, forward, play, stateOf } from '../test-support.ts';
import type { CollectArgument } from './collect.ts';

const SPOT = { position: [2, 2], targetPosition: [2, 1] } as const;
const collect = (item?: CollectArgument): Command =>
  item === undefined ? { type: 'collect' } : { type: 'collect', item };

describe('collect from the ground', () => {
  it.each<[string, Command]>([
    ['no word', collect()],
    ['the word', collect('carrot')],
    ['a word with capitals', collect('Carrot')],
    ['an object naming its type', collect({ type: 'carrot' })],
    ['an object naming its name', collect({ name: 'carrot' })],
  ])('takes the carrot underfoot given %s', (_name, command) => {
    const state = stateOf({ rows: FIELD, items: [{ type: 'carrot', position: [2, 2] }], levelGoals: [{ action: 'collect', type: 'carrot' }] });
    const played = play(state, [command]);
    expect(played.refusals).toEqual([]);
    expect(played.state.inventory).toEqual({ carrot: 1 });
    expect(played.state.items[0]?.status).toBe('collected');
    expect(played.events).toEqual([
      { type: 'collected', itemType: 'carrot', amount: 1, at: [2, 2], item: 0 },
      { type: 'item-changed', item: 0, status: 'collected' },
      { type: 'goal-scored', goal: 0, score: 1, maxScore: 1 },
      { type: 'level-completed' },
    ]);
  });

  it('takes one item a call from a stacked tile, the last placed first', () => {
    const state = stateOf({
      rows: FIELD,
      items: [
        { type: 'carrot', position: [2, 2] },
        { type: 'apple', position: [2, 2] },
      ],
    });
    const once = play(state, [collect()]);
    expect(once.state.inventory).toEqual({ apple: 1 });
    const twice = play(once.state, [collect()]);
    expect(twice.state.inventory).toEqual({ apple: 1, carrot: 1 });
    expect(play(twice.state, [collect()]).refusals[0]?.code).toBe('nothing_to_collect');
  });

  it('picks the named item from a mixed tile', () => {
    const state = stateOf({
      rows: FIELD,
      items: [
        { type: 'carrot', position: [2, 2] },
        { type: 'apple', position: [2, 2] },
      ],
    });
    expect(play(state, [collect('carrot')]).state.inventory).toEqual({ carrot: 1 });
  });

  it('collects a whole trail and completes the level', () => {
    const state = stateOf({
      rows: FIELD,
      items: [0, 1].map((y) => ({ type: 'coin' as const, position: [2, y] as [number, number] })),
      levelGoals: [{ action: 'collect', type: 'coin', count: 2 }],
    });
    const played = play(state, [forward(), collect(), forward(), collect()]);
    expect(played.state.goals[0]?.score).toBe(2);
    expect(played.state.completed).toBe(true);
  });

  it('does not pick up scenery or a tile it is not standing on', () => {
    const state = stateOf({ rows: FIELD, items: [{ type: 'carrot', position: [2, 1] }] });
    expect(play(state, [collect()]).refusals[0]?.code).toBe('nothing_to_collect');
    expect(play(state, [collect('carrot')]).refusals[0]?.code).toBe('nothing_to_collect');
  });
});

describe('collect at an X mark', () => {
  it('gathers the cost amount from the faced source and raises the score by it', () => {
    const state = stateOf({
      rows: FIELD,
      levelGoals: [{ action: 'collect', type: 'log', count: 8, cost: { type: 'log', amount: 4 }, ...SPOT }],
    });
    const played = play(state, [collect('log'), collect()]);
    expect(played.refusals).toEqual([]);
    expect(played.state.inventory).toEqual({ log: 8 });
    expect(played.state.goals[0]?.score).toBe(8);
  });

  it('never raises the score past the goal, even by a bigger amount', () => {
    const state = stateOf({
      rows: FIELD,
      levelGoals: [{ action: 'collect', type: 'log', count: 6, cost: { type: 'log', amount: 4 }, ...SPOT }],
    });
    const played = play(state, [collect('log'), collect('log')]);
    expect(played.state.goals[0]?.score).toBe(6);
    expect(played.events.filter((event) => event.type === 'goal-scored').map((event) => 'score' in event && event.score)).toEqual([4, 6]);
    expect(played.state.inventory).toEqual({ log: 8 });
  });

  it('fills up with water only for the word "water"', () => {
    const state = stateOf({ rows: FIELD, levelGoals: [{ action: 'collect', type: 'water', data: 'water', ...SPOT }] });
    expect(play(state, [collect()]).refusals[0]?.code).toBe('collect_wrong_word_water');
    const played = play(state, [collect('water')]);
    expect(played.state.inventory).toEqual({ water: 1 });
    expect(played.events[0]).toEqual({ type: 'collected', itemType: 'water', amount: 1, at: [2, 1] });
  });

  it('takes from a chest only once it is open', () => {
    const state = stateOf({
      rows: FIELD,
      items: [{ type: 'chest', position: [2, 1] }],
      levelGoals: [
        { action: 'open', type: 'chest', ...SPOT },
        { action: 'collect', type: 'gem', cost: { type: 'gem', amount: 3 }, count: 3, ...SPOT },
      ],
    });
    expect(play(state, [collect('gem')]).refusals[0]).toMatchObject({ code: 'collect_closed', params: { object: 'chest' } });
    const played = play(state, [{ type: 'open' }, collect('gem')]);
    expect(played.refusals).toEqual([]);
    expect(played.state.inventory).toEqual({ gem: 3 });
    expect(played.state.completed).toBe(true);
  });

  it('refuses a word that names something else', () => {
    const state = stateOf({ rows: FIELD, levelGoals: [{ action: 'collect', type: 'apple', ...SPOT }] });
    expect(play(state, [collect('pear')]).refusals[0]).toMatchObject({ code: 'collect_invalid_object', params: { object: 'pear' } });
  });
});
