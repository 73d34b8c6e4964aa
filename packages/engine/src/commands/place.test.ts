import { describe, expect, it } from 'vitest';
import { FIELD, holding, play, stateOf } from '../test-support.ts';

const SPOT = { position: [2, 2], targetPosition: [2, 1] } as const;

function trayLevel() {
  return stateOf({
    rows: FIELD,
    items: [{ type: 'tray', action: 'place', position: [2, 1] }],
    levelGoals: [{ action: 'place', type: 'tray', data: 'egg', cost: { type: 'egg', amount: 3 }, ...SPOT }],
  });
}

describe('place', () => {
  it.each<[string, Readonly<Record<string, number>>, string | number, string | undefined, number]>([
    ['a number equal to the eggs held', { egg: 3 }, 3, undefined, 0],
    ['a number equal to more eggs than the cost', { egg: 5 }, 5, undefined, 0],
    ['a number other than the eggs held', { egg: 3 }, 2, 'wrong_amount', 3],
    ['a number with no eggs held', {}, 0, 'not_enough_items', 0],
    ['the word with exactly the cost held', { egg: 3 }, 'egg', undefined, 0],
    ['the word in capitals', { egg: 3 }, 'Egg', undefined, 0],
    ['the word with too few held', { egg: 2 }, 'egg', 'not_enough_items', 2],
    ['the word with more than the cost held', { egg: 4 }, 'egg', 'wrong_amount', 4],
    ['another word', { egg: 3 }, 'milk', 'wrong_object', 3],
  ])('%s', (_name, inventory, what, code, eggsLeft) => {
    const played = play(holding(trayLevel(), inventory), [{ type: 'place', what }]);
    expect(played.refusals[0]?.code).toBe(code);
    expect(played.state.inventory['egg'] ?? 0).toBe(eggsLeft);
    expect(played.state.items[0]?.status).toBe(code ? 'empty' : 'filled');
    expect(played.state.goals[0]?.score).toBe(code ? 0 : 1);
  });

  it('says how many were placed where', () => {
    const played = play(holding(trayLevel(), { egg: 3 }), [{ type: 'place', what: 3 }]);
    expect(played.events.slice(0, 2)).toEqual([
      { type: 'placed', itemType: 'egg', amount: 3, at: [2, 1], item: 0 },
      { type: 'item-changed', item: 0, status: 'filled' },
    ]);
  });

  it.each(['flag_red', 'shelf', 'wine_rack'] as const)('fills a %s', (type) => {
    const state = stateOf({
      rows: FIELD,
      items: [{ type, action: 'place', position: [2, 1] }],
      levelGoals: [{ action: 'place', type, cost: { type: 'juice_bottle', amount: 1 }, ...SPOT }],
    });
    expect(state.items[0]?.status).toBe('empty');
    expect(play(holding(state, { juice_bottle: 1 }), [{ type: 'place', what: 1 }]).state.items[0]?.status).toBe('filled');
  });
});
