import { describe, expect, it } from 'vitest';
import type { Position } from '../position.ts';
import { FIELD, forward, play, stateOf, type DrawnLevel } from '../test-support.ts';

describe('push', () => {
  it.each<[string, DrawnLevel, Position]>([
    ['moves a rock one tile', { rows: FIELD, items: [{ type: 'rock', position: [2, 1] }] }, [2, 0]],
    [
      'moves a rock onto a carrot tile',
      { rows: FIELD, items: [{ type: 'rock', position: [2, 1] }, { type: 'carrot', position: [2, 0] }] },
      [2, 0],
    ],
  ])('%s', (_name, level, rockEnd) => {
    const played = play(stateOf(level), [{ type: 'push' }]);
    expect(played.refusals).toEqual([]);
    expect(played.state.items[0]?.position).toEqual(rockEnd);
    expect(played.state.player.position).toEqual([2, 2]);
    expect(played.events).toEqual([{ type: 'pushed', item: 0, from: [2, 1], to: rockEnd }]);
  });

  it.each<[string, DrawnLevel, string]>([
    ['nothing in front', { rows: FIELD }, 'push_only_rocks'],
    ['a boulder in front', { rows: FIELD, items: [{ type: 'boulder', position: [2, 1] }] }, 'push_only_rocks'],
    ['a chest in front', { rows: FIELD, items: [{ type: 'chest', position: [2, 1] }] }, 'push_only_rocks'],
    ['a wall beyond the rock', { rows: ['#', '.', '@'], items: [{ type: 'rock', position: [0, 1] }] }, 'push_blocked'],
    ['the map edge beyond the rock', { rows: ['.', '@'], items: [{ type: 'rock', position: [0, 0] }] }, 'push_blocked'],
    [
      'another rock beyond the rock',
      { rows: FIELD, items: [{ type: 'rock', position: [2, 1] }, { type: 'rock', position: [2, 0] }] },
      'push_blocked',
    ],
    [
      'water beyond the rock',
      { rows: ['#', '.', '@'], items: [{ type: 'rock', position: [0, 1] }, { type: 'bridge_vertical', action: 'build', position: [0, 0] }] },
      'push_blocked',
    ],
  ])('refuses with %s', (_name, level, code) => {
    const state = stateOf(level);
    const played = play(state, [{ type: 'push' }]);
    expect(played.refusals.map((why) => why.code)).toEqual([code]);
    expect(played.state.items).toBe(state.items);
  });

  it('clears the way: after pushing, the player walks where the rock was', () => {
    const played = play(stateOf({ rows: FIELD, items: [{ type: 'rock', position: [2, 1] }] }), [{ type: 'push' }, forward()]);
    expect(played.state.player.position).toEqual([2, 1]);
    expect(play(played.state, [forward()]).refusals[0]?.code).toBe('bumped_object');
  });
});
