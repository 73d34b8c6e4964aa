import type { CreatorCursor } from '../../../lib/game/play-bus.ts';
import { isNeighbour, itemCell, nearestNeighbour, type Cell, type PlacedItem, type XmarkStyle } from '../model/creator-model.ts';

/** What a click on the map does now: which tool holds the pointer. */
export type Placement =
  | { readonly kind: 'none' }
  | { readonly kind: 'start' }
  | { readonly kind: 'item'; readonly type: string }
  | { readonly kind: 'command'; readonly action: 'speak' | 'build'; readonly style: XmarkStyle }
  | { readonly kind: 'target'; readonly index: number };

export const NO_PLACEMENT: Placement = { kind: 'none' };

/** The pointer as the scene reports it: the cell, and where in it (0..1 from the top left). */
export interface PointerCell {
  readonly tile: Cell;
  readonly fx: number;
  readonly fy: number;
}

export interface CursorInput {
  readonly placement: Placement;
  readonly pointer: PointerCell | null;
  readonly items: readonly PlacedItem[];
  readonly selected: number | null;
  /** BLOCKED in the child's language when the pointer's cell is closed, else null. */
  readonly blockedLabel: string | null;
  /** The atlas frame of an item type (its ghost). */
  readonly iconOf: (type: string) => string | null;
}

function highlight(tile: Cell, target: Cell | null = null): CreatorCursor {
  return { tile, frame: null, blockedLabel: null, target, highlight: true };
}

/**
 * The scene's pointer overlay: the ghost of what is placed (BLOCKED over a closed cell), the cell
 * a command faces while its target is chosen, or the selected item; null for nothing.
 */
export function cursorFor({ placement, pointer, items, selected, blockedLabel, iconOf }: CursorInput): CreatorCursor | null {
  const selectedItem = selected !== null ? items[selected] : undefined;
  if (!pointer) return selectedItem ? highlight(itemCell(selectedItem)) : null;
  if (placement.kind === 'item') return { tile: pointer.tile, frame: iconOf(placement.type), blockedLabel, target: null, highlight: false };
  if (placement.kind === 'command') return { tile: pointer.tile, frame: placement.style, blockedLabel, target: null, highlight: false };
  if (placement.kind === 'start') return { tile: pointer.tile, frame: null, blockedLabel, target: null, highlight: true };
  if (placement.kind === 'target') {
    const item = items[placement.index];
    if (!item) return null;
    const from = itemCell(item);
    return highlight(from, isNeighbour(from, pointer.tile) ? pointer.tile : nearestNeighbour(from, pointer.fx, pointer.fy));
  }
  return selectedItem ? highlight(itemCell(selectedItem)) : null;
}
