import { describe, expect, it } from 'vitest';
import { findPath, PATH_PREVIEW_DOTS, previewPath, walkPath } from './path-finding.ts';
import type { Position } from './position.ts';
import { stateOf } from './test-support.ts';

describe('findPath', () => {
  it.each<[string, string[], Position, number]>([
    ['goes straight', ['@....'], [4, 0], 4],
    ['goes diagonally across open ground', ['@...', '....', '....', '....'], [3, 3], 3],
    ['goes round a wall', ['@#.', '.#.', '...'], [2, 0], 6],
    ['does not cut a corner', ['@#', '..'], [1, 1], 2],
    ['does not squeeze between two diagonal walls', ['@#', '#.'], [1, 1], 0],
    ['finds nothing to a closed tile', ['@#'], [1, 0], 0],
    ['finds nothing outside the map', ['@.'], [5, 0], 0],
    ['finds nothing to where it stands', ['@.'], [0, 0], 0],
  ])('%s', (_name, rows, to, length) => {
    const state = stateOf({ rows });
    const path = findPath(state, state.player.position, to);
    expect(path).toHaveLength(length);
    if (length > 0) expect(path.at(-1)).toEqual(to);
  });

  it('walks around items that block', () => {
    const state = stateOf({ rows: ['@.....'], items: [{ type: 'rock', position: [2, 0] }] });
    expect(findPath(state, [0, 0], [5, 0])).toEqual([]);
  });

  it('never steps diagonally past a blocked side', () => {
    const state = stateOf({ rows: ['......', '.####.', '@.....'] });
    const path = findPath(state, [0, 2], [5, 0]);
    let from: Position = [0, 2];
    for (const to of path) {
      const dx = to[0] - from[0];
      const dy = to[1] - from[1];
      if (dx !== 0 && dy !== 0) {
        expect(state.world.blocked[from[1] * 6 + to[0]]).toBe(0);
        expect(state.world.blocked[to[1] * 6 + from[0]]).toBe(0);
      }
      from = to;
    }
    expect(from).toEqual([5, 0]);
  });

  it('previews at most 20 dots', () => {
    const state = stateOf({ rows: ['@' + '.'.repeat(29)] });
    const path = findPath(state, [0, 0], [29, 0]);
    expect(path).toHaveLength(29);
    expect(PATH_PREVIEW_DOTS).toBe(20);
    expect(previewPath(path)).toEqual(path.slice(0, 20));
  });
});

describe('walkPath', () => {
  it('moves along the path, facing along each step', () => {
    const state = stateOf({ rows: ['@..', '...'] });
    const walked = walkPath(state, findPath(state, [0, 0], [2, 1]));
    expect(walked.state.player.position).toEqual([2, 1]);
    expect(walked.events.map((event) => event.type)).toEqual(['moved', 'moved']);
    expect(walked.state.actions).toBe(0);
  });

  it('stops before a tile that is not a legal step', () => {
    const state = stateOf({ rows: ['@.#.'] });
    const walked = walkPath(state, [[1, 0], [2, 0], [3, 0]]);
    expect(walked.state.player.position).toEqual([1, 0]);
    expect(walkPath(state, [[3, 0]]).state).toBe(state);
  });
});
