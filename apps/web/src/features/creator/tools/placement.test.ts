import { describe, expect, it } from 'vitest';
import { newCommand, newItem } from '../model/creator-model.ts';
import { cursorFor, type CursorInput } from './placement.ts';

const items = [newItem('carrot', [3, 3]), newCommand('build', 'xmarkGold', [5, 5])];
const base: CursorInput = { placement: { kind: 'none' }, pointer: null, items, selected: null, blockedLabel: null, iconOf: (type) => `${type}-icon` };
const pointer = { tile: [7, 2] as const, fx: 0.5, fy: 0.5 };

describe('the creator cursor', () => {
  it('shows nothing, or the selected item, when the pointer is off the map', () => {
    expect(cursorFor(base)).toBeNull();
    expect(cursorFor({ ...base, selected: 0 })).toEqual({ tile: [3, 3], frame: null, blockedLabel: null, target: null, highlight: true });
  });

  it('ghosts the item being placed, with BLOCKED over a closed cell', () => {
    expect(cursorFor({ ...base, pointer, placement: { kind: 'item', type: 'carrot' }, blockedLabel: 'BLOCKED' })).toEqual({
      tile: [7, 2],
      frame: 'carrot-icon',
      blockedLabel: 'BLOCKED',
      target: null,
      highlight: false,
    });
  });

  it("ghosts a command's X mark and highlights the start's cell", () => {
    expect(cursorFor({ ...base, pointer, placement: { kind: 'command', action: 'speak', style: 'xmarkLight' } })?.frame).toBe('xmarkLight');
    expect(cursorFor({ ...base, pointer, placement: { kind: 'start' } })).toMatchObject({ tile: [7, 2], highlight: true, frame: null });
  });

  it('shows the cell a command faces: the neighbour under the pointer, or the one nearest it', () => {
    const target = { kind: 'target', index: 1 } as const;
    expect(cursorFor({ ...base, placement: target, pointer: { tile: [5, 4], fx: 0.5, fy: 0.5 } })).toMatchObject({ tile: [5, 5], target: [5, 4] });
    expect(cursorFor({ ...base, placement: target, pointer: { tile: [5, 5], fx: 0.95, fy: 0.5 } })).toMatchObject({ tile: [5, 5], target: [6, 5] });
    expect(cursorFor({ ...base, placement: { kind: 'target', index: 9 }, pointer })).toBeNull();
  });
});
