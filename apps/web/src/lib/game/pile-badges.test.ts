import { describe, expect, it } from 'vitest';
import { goalSchema } from '@codehop/engine';
import { pileBadges, remainingOnPile } from './pile-badges.ts';

const goal = (input: unknown) => goalSchema.parse(input);

describe('pileBadges', () => {
  it('badges the tile a collect goal gathers several from', () => {
    const goals = [
      goal({ action: 'collect', type: 'carrot', count: 3, position: [3, 4], targetPosition: [3, 3], cost: { type: 'carrot', amount: 3 } }),
      goal({ action: 'collect', type: 'egg', count: 1, position: [5, 4], targetPosition: [5, 3] }),
      goal({ action: 'collect', type: 'coin', count: 4 }),
      goal({ action: 'place', type: 'tray', count: 7, position: [6, 4], targetPosition: [6, 3] }),
    ];
    expect(pileBadges(goals)).toEqual([{ position: [3, 3], amount: 3 }]);
  });

  it('counts down as the learner takes from the pile', () => {
    expect(remainingOnPile(3, 1)).toBe(2);
    expect(remainingOnPile(3, 5)).toBe(0);
  });
});
