import { describe, expect, it } from 'vitest';
import { FIELD, forward, holding, play, stateOf } from '../test-support.ts';
import { buildWordFits } from './build.ts';

const SPOT = { position: [2, 2], targetPosition: [2, 1] } as const;

describe('build', () => {
  it.each([
    ['bridge', 'bridge_vertical', true],
    ['bridge_vertical', 'bridge_vertical', true],
    ['Bridge', 'bridge_horizontal', true],
    ['chicken_house', 'chicken_house_small_red', true],
    ['chicken house', 'chicken_house_big_blue', true],
    ['wood_road', 'wood_path', true],
    ['stone_road', 'stone_path', true],
    ['stone_road', 'wood_path', false],
    ['road', 'wood_path', false],
    ['bri', 'bridge_vertical', false],
    ['grain_stack', 'grain_stack', true],
    ['bridge', 'grain_stack', false],
  ])('the word %j builds %s: %s', (word, structure, fits) => {
    expect(buildWordFits(word, structure)).toBe(fits);
  });

  it.each([
    ['bridge_vertical', 'bridge', 'log'],
    ['grain_stack', 'grain_stack', 'grain'],
    ['wood_path', 'wood_path', 'plank'],
    ['stone_path', 'stone_path', 'stone'],
    ['chicken_house_small_red', 'chicken_house', 'plank'],
  ])('%s costs 4 %s', (structure, word, material) => {
    const level = { rows: FIELD, levelGoals: [{ action: 'build' as const, type: structure, ...SPOT }] };
    const short = play(holding(stateOf(level), { [material]: 3 }), [{ type: 'build', structure: word }]);
    expect(short.refusals[0]).toMatchObject({ code: 'build_not_enough', params: { material, needed: 4, have: 3 } });
    const built = play(holding(stateOf(level), { [material]: 5 }), [{ type: 'build', structure: word }]);
    expect(built.refusals).toEqual([]);
    expect(built.state.inventory[material]).toBe(1);
    expect(built.state.goals[0]?.score).toBe(1);
    expect(built.events[0]).toEqual({ type: 'built', item: 0, itemType: structure, at: [2, 1] });
    expect(built.state.items[0]).toMatchObject({ type: structure, status: 'enabled', position: [2, 1] });
  });

  it('a bridge covers its own tile only: past its end a two-tile river is water, and the walker stops with a splash', () => {
    const state = holding(
      stateOf({
        rows: ['.', '#', '#', '@'],
        items: [{ type: 'bridge_vertical', action: 'build', position: [0, 2] }],
        levelGoals: [{ action: 'build', type: 'bridge_vertical', position: [0, 3], targetPosition: [0, 2] }],
      }),
      { log: 4 },
    );
    const played = play(state, [{ type: 'build', structure: 'bridge' }, forward(3)]);
    expect(played.state.player.position).toEqual([0, 2]);
    expect(played.events).toContainEqual({ type: 'bumped', at: [0, 1], obstacle: 'water' });
    expect(played.refusals[0]?.code).toBe('bumped_water');
  });

  it('enables the bridge waiting over the water, which can then be crossed', () => {
    const state = holding(
      stateOf({
        rows: ['.', '#', '@'],
        items: [{ type: 'bridge_vertical', action: 'build', position: [0, 1] }],
        levelGoals: [{ action: 'build', type: 'bridge_vertical', position: [0, 2], targetPosition: [0, 1] }],
      }),
      { log: 4 },
    );
    expect(state.items[0]?.status).toBe('disabled');
    const played = play(state, [{ type: 'build', structure: 'bridge' }, forward(2)]);
    expect(played.refusals).toEqual([]);
    expect(played.events.slice(0, 2)).toEqual([
      { type: 'built', item: 0, itemType: 'bridge_vertical', at: [0, 1] },
      { type: 'item-changed', item: 0, status: 'enabled' },
    ]);
    expect(played.state.player.position).toEqual([0, 0]);
    expect(played.state.inventory['log']).toBeUndefined();
  });

  it('uses the cost the level sets instead of the default', () => {
    const state = stateOf({
      rows: FIELD,
      levelGoals: [{ action: 'build', type: 'grain_stack', cost: { type: 'egg', amount: 2 }, ...SPOT }],
    });
    expect(play(holding(state, { egg: 2 }), [{ type: 'build', structure: 'grain_stack' }]).refusals).toEqual([]);
    expect(play(holding(state, { grain: 4 }), [{ type: 'build', structure: 'grain_stack' }]).refusals[0]?.code).toBe(
      'build_not_enough',
    );
  });

  it('builds from a creator build X mark and its build data', () => {
    const state = stateOf({
      rows: FIELD,
      items: [
        {
          type: 'xmark',
          action: 'build',
          position: [2, 2],
          targetPosition: [2, 1],
          buildData: { buildType: 'stone_path', displayName: 'Stone path', cost: { type: 'stone', amount: 4 } },
        },
      ],
    });
    const played = play(holding(state, { stone: 4 }), [{ type: 'build', structure: 'stone_path' }]);
    expect(played.refusals).toEqual([]);
    expect(played.state.items[1]).toMatchObject({ type: 'stone_path', status: 'enabled', position: [2, 1] });
  });

  it('takes the structure from data when the goal type is not one', () => {
    const state = stateOf({ rows: FIELD, levelGoals: [{ action: 'build', type: 'xmark', data: 'bridge_horizontal', ...SPOT }] });
    expect(play(holding(state, { log: 4 }), [{ type: 'build', structure: 'bridge' }]).refusals).toEqual([]);
  });
});
