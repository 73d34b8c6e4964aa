import { describe, expect, it } from 'vitest';
import { PileTally } from './pile-tally.ts';

describe('PileTally', () => {
  const piles = [
    { position: [3, 3] as const, amount: 3 },
    { position: [5, 2] as const, amount: 2 },
  ];

  it('counts down the pile an event takes from, and no other', () => {
    const tally = new PileTally(piles);
    expect(tally.take([3, 3], 1)).toEqual({ index: 0, left: 2 });
    expect(tally.take([3, 3], 5)).toEqual({ index: 0, left: 0 });
    expect(tally.leftAt(1)).toBe(2);
  });

  it('answers nothing where there is no pile or the event is not a take', () => {
    const tally = new PileTally(piles);
    expect(tally.take([4, 4], 1)).toBeUndefined();
    expect(tally.take('3,3', 1)).toBeUndefined();
    expect(tally.take([3, 3], undefined)).toBeUndefined();
    expect(tally.leftAt(0)).toBe(3);
  });

  it('fills every pile again on reset', () => {
    const tally = new PileTally(piles);
    tally.take([5, 2], 2);
    tally.reset();
    expect([tally.leftAt(0), tally.leftAt(1)]).toEqual([3, 2]);
  });
});
