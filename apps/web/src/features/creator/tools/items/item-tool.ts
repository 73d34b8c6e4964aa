import { itemsAtCell, newItem, type Cell } from '../../model/creator-model.ts';
import type { ToolContext } from '../tool-context.ts';

/** An item picked in the catalogue: every click on an open cell places one more (Esc stops). */
export function clickPlaceItem(type: string, tile: Cell, context: ToolContext): void {
  if (context.collisions.blocked(tile)) {
    context.refuse('messages.itemBlocked');
    return;
  }
  context.changeItems((current) => [...current, newItem(type, tile)]);
  context.tourEvent('item-placed');
}

/**
 * No tool held: a click selects the top item of a cell (Delete removes it); a second click on a
 * selected command opens its configuration again.
 */
export function clickSelect(tile: Cell, context: ToolContext): void {
  const here = itemsAtCell(context.items, tile);
  const top = here.length > 0 ? (here[here.length - 1] ?? null) : null;
  const item = top !== null ? context.items[top] : undefined;
  if (top !== null && top === context.selected && item && (item.action === 'speak' || item.action === 'build')) {
    context.configure(top, item.action, true);
    return;
  }
  context.select(top);
}
