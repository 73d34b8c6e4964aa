import { describe, expect, it } from 'vitest';
import { newCommand, newItem, type Cell, type PlacedItem } from '../model/creator-model.ts';
import type { TourEvent } from '../model/tour.ts';
import type { CreatorKey } from '../i18n/use-creator-text.ts';
import { clickPlaceCommand, clickTarget } from './commands/command-tool.ts';
import { clickPlaceItem, clickSelect } from './items/item-tool.ts';
import type { Placement } from './placement.ts';
import { clickStart } from './start/start-tool.ts';
import type { ToolContext } from './tool-context.ts';

/** A small editor: the tools' levers write into plain state the test reads back. */
function editor(items: PlacedItem[] = [], options: { selected?: number | null; pointer?: ToolContext['pointer'] } = {}) {
  const state = {
    items,
    start: null as Cell | null,
    placement: null as Placement | null,
    cancelled: false,
    selected: options.selected ?? null,
    refused: [] as CreatorKey[],
    configured: null as { index: number; dialog: string; again: boolean } | null,
    tour: [] as TourEvent[],
  };
  const context: ToolContext = {
    items,
    // Column 0 is a wall.
    collisions: { width: 20, height: 20, blocked: (cell) => cell[0] === 0 },
    pointer: options.pointer ?? null,
    selected: state.selected,
    refuse: (message) => state.refused.push(message),
    setStart: (cell) => {
      state.start = cell;
    },
    changeItems: (update) => {
      state.items = update(state.items);
    },
    setPlacement: (placement) => {
      state.placement = placement;
    },
    cancelPlacement: () => {
      state.cancelled = true;
    },
    select: (index) => {
      state.selected = index;
    },
    configure: (index, dialog, again = false) => {
      state.configured = { index, dialog, again };
    },
    tourEvent: (event) => state.tour.push(event),
  };
  return { state, context };
}

describe('the creator tools', () => {
  it('moves the start to an open cell, and refuses a wall', () => {
    const wall = editor();
    clickStart([0, 3], wall.context);
    expect(wall.state).toMatchObject({ start: null, refused: ['messages.startBlocked'], cancelled: false });
    const open = editor();
    clickStart([4, 3], open.context);
    expect(open.state).toMatchObject({ start: [4, 3], cancelled: true, tour: ['player-start-set'] });
  });

  it('places one more item on every click on an open cell', () => {
    const { state, context } = editor([newItem('carrot', [2, 2])]);
    clickPlaceItem('carrot', [3, 2], context);
    clickPlaceItem('carrot', [0, 2], context);
    expect(state.items.map((item) => item.position)).toEqual([{ x: 2, y: 2 }, { x: 3, y: 2 }]);
    expect(state.refused).toEqual(['messages.itemBlocked']);
    expect(state.tour).toEqual(['item-placed']);
  });

  it('selects the top item of a cell, and opens a selected command again', () => {
    const items = [newItem('carrot', [2, 2]), newCommand('speak', 'xmark', [2, 2])];
    const first = editor(items);
    clickSelect([2, 2], first.context);
    expect(first.state).toMatchObject({ selected: 1, configured: null });
    const second = editor(items, { selected: 1 });
    clickSelect([2, 2], second.context);
    expect(second.state.configured).toEqual({ index: 1, dialog: 'speak', again: true });
    const empty = editor(items, { selected: 1 });
    clickSelect([5, 5], empty.context);
    expect(empty.state.selected).toBeNull();
  });

  it('configures a speak command at once; a build command first chooses the cell it faces', () => {
    const speak = editor([newItem('carrot', [2, 2])]);
    clickPlaceCommand('speak', 'xmark', [4, 4], speak.context);
    expect(speak.state).toMatchObject({ placement: { kind: 'none' }, configured: { index: 1, dialog: 'speak', again: false } });
    const build = editor();
    clickPlaceCommand('build', 'xmarkGold', [4, 4], build.context);
    expect(build.state).toMatchObject({ placement: { kind: 'target', index: 0 }, configured: null });
  });

  it('faces the clicked neighbour, or the neighbour nearest the pointer, then configures the build', () => {
    const items = [newCommand('build', 'xmark', [4, 4])];
    const neighbour = editor(items, { pointer: { tile: [4, 3], fx: 0.5, fy: 0.5 } });
    clickTarget(0, [4, 3], neighbour.context);
    expect(neighbour.state.items[0]?.targetPosition).toEqual({ x: 4, y: 3 });
    expect(neighbour.state.configured).toEqual({ index: 0, dialog: 'build', again: false });
    const far = editor(items, { pointer: { tile: [9, 9], fx: 0.5, fy: 0.99 } });
    clickTarget(0, [9, 9], far.context);
    expect(far.state.items[0]?.targetPosition).toEqual({ x: 4, y: 5 });
  });
});
