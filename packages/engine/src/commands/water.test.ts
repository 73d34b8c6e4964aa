import { describe, expect, it } from 'vitest';
import { FIELD, holding, play, stateOf } from '../test-support.ts';

const SPOT = { position: [2, 2], targetPosition: [2, 1] } as const;

describe('water', () => {
  it.each([
    [{}, 'water_no_canteen'],
    [{ canteen: 1 }, undefined],
    [{ canteen: 2 }, undefined],
  ])('holding %j: %s', (inventory, code) => {
    const state = holding(
      stateOf({ rows: FIELD, items: [{ type: 'sapling', action: 'water', position: [2, 1] }], levelGoals: [{ action: 'water', type: 'sapling', ...SPOT }] }),
      inventory,
    );
    const played = play(state, [{ type: 'water' }]);
    expect(played.refusals[0]?.code).toBe(code);
    if (!code) {
      expect(played.state.items[0]?.status).toBe('watered');
      expect(played.state.inventory).toEqual(inventory);
      expect(played.events[0]).toEqual({ type: 'watered', at: [2, 1], item: 0 });
    }
  });

  it('uses the tool the level names in its cost', () => {
    const state = stateOf({ rows: FIELD, levelGoals: [{ action: 'water', type: 'crop_patch', cost: { type: 'watering_can', amount: 1 }, ...SPOT }] });
    expect(play(holding(state, { canteen: 1 }), [{ type: 'water' }]).refusals[0]).toMatchObject({
      code: 'water_no_canteen',
      params: { item: 'watering_can' },
    });
    expect(play(holding(state, { watering_can: 1 }), [{ type: 'water' }]).refusals).toEqual([]);
  });
});
