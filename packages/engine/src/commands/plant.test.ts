import { describe, expect, it } from 'vitest';
import { FIELD, holding, play, stateOf } from '../test-support.ts';

const SPOT = { position: [2, 2], targetPosition: [2, 1] } as const;

function bedLevel(data?: string | Record<string, number>) {
  return stateOf({
    rows: FIELD,
    items: [{ type: 'crop_patch', action: 'plant', position: [2, 1] }],
    levelGoals: [{ action: 'plant', type: 'crop_patch', data, cost: { type: 'carrot_seeds', amount: 2 }, ...SPOT }],
  });
}

describe('plant', () => {
  it.each<[string, Record<string, unknown>, string, Readonly<Record<string, number>>, string | undefined]>([
    ['the count of seeds held', { carrot: 2 }, 'carrot', { carrot_seeds: 2 }, undefined],
    ['a wrong count', { carrot: 3 }, 'carrot', { carrot_seeds: 2 }, 'wrong_amount'],
    ['a count with no seeds held', { carrot: 0 }, 'carrot', {}, 'not_enough_items'],
    ['a key missing from the dictionary', { tomato: 2 }, 'carrot', { carrot_seeds: 2 }, 'wrong_object'],
    ['a key other than the goal asks', { tomato: 2 }, 'tomato', { carrot_seeds: 2 }, 'wrong_object'],
    ['the seed word with the cost held', { carrot: 'carrot_seeds' }, 'carrot', { carrot_seeds: 2 }, undefined],
    ['the seed word with too few', { carrot: 'carrot_seeds' }, 'carrot', { carrot_seeds: 1 }, 'not_enough_items'],
    ['a wrong seed word', { carrot: 'tomato_seeds' }, 'carrot', { carrot_seeds: 2 }, 'wrong_object'],
    ['a value that is neither', { carrot: true }, 'carrot', { carrot_seeds: 2 }, 'wrong_object'],
  ])('%s', (_name, dictionary, key, inventory, code) => {
    const played = play(holding(bedLevel('carrot'), inventory), [{ type: 'plant', dictionary, key }]);
    expect(played.refusals[0]?.code).toBe(code);
    expect(played.state.items[0]?.status).toBe(code ? 'idle' : 'planted');
    if (!code) {
      expect(played.state.inventory['carrot_seeds']).toBeUndefined();
      expect(played.events[0]).toEqual({ type: 'planted', itemType: 'carrot_seeds', amount: 2, at: [2, 1], item: 0 });
    }
  });

  it.each([
    [{ carrot: 2, tomato: 1 }, undefined],
    [{ tomato: 1, carrot: 2 }, undefined],
    [{ carrot: 2 }, 'wrong_object'],
    [{ carrot: 2, tomato: 5 }, 'wrong_object'],
  ])('a goal whose data is a dict wants exactly %j', (dictionary, code) => {
    const state = holding(bedLevel({ carrot: 2, tomato: 1 }), { carrot_seeds: 2 });
    expect(play(state, [{ type: 'plant', dictionary, key: 'carrot' }]).refusals[0]?.code).toBe(code);
  });
});
