import { isNeighbour, itemCell, nearestNeighbour, newCommand, type Cell, type XmarkStyle } from '../../model/creator-model.ts';
import type { ToolContext } from '../tool-context.ts';

/**
 * A command picked in the Commands dialog: the click places its X mark; a speak command is
 * configured at once, a build command first chooses the cell it faces (`clickTarget`).
 */
export function clickPlaceCommand(action: 'speak' | 'build', style: XmarkStyle, tile: Cell, context: ToolContext): void {
  if (context.collisions.blocked(tile)) {
    context.refuse('messages.itemBlocked');
    return;
  }
  const index = context.items.length;
  context.changeItems((current) => [...current, newCommand(action, style, tile)]);
  if (action === 'speak') {
    context.setPlacement({ kind: 'none' });
    context.configure(index, 'speak');
  } else {
    // A build command faces the cell it builds on: target setting first, then the build config.
    context.setPlacement({ kind: 'target', index });
  }
}

/** The cell a command faces: the clicked neighbour, or the neighbour nearest the pointer. */
export function clickTarget(index: number, tile: Cell, context: ToolContext): void {
  const item = context.items[index];
  if (!item || !context.pointer) return;
  const from = itemCell(item);
  const chosen = isNeighbour(from, tile) ? tile : nearestNeighbour(from, context.pointer.fx, context.pointer.fy);
  context.changeItems((current) => current.map((entry, at) => (at === index ? { ...entry, targetPosition: { x: chosen[0], y: chosen[1] } } : entry)));
  context.cancelPlacement();
  if (item.action === 'build' && !item.buildData) context.configure(index, 'build');
}
