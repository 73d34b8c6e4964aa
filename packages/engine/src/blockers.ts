import { blocksMovement, isWalkway } from './rules/item-rules.ts';
import type { Position } from './position.ts';
import type { GameState, ItemState } from './state.ts';
import { cellKey, insideWorld } from './world.ts';

export interface Blocker {
  readonly obstacle: 'wall' | 'water' | 'object';
  readonly item?: ItemState;
}

/**
 * What stops a walker (or a pushed rock) from entering a tile, if anything. A built bridge or path
 * opens a tile the collision layer closes; the same walkway still waiting to be built marks that
 * tile as water, so the learner hears "build a bridge" rather than "wall". A closed tile beside a
 * walkway is the rest of its river: a bridge covers its own tile only, so stepping past its end is
 * stepping into water, and the walker stops with a splash.
 */
export function blockerAt(state: GameState, position: Position): Blocker | undefined {
  const { world } = state;
  if (!insideWorld(world, position)) return { obstacle: 'wall' };
  const key = cellKey(world, position);
  const ids = state.itemsByCell[key];
  // Most tiles hold no item: answer those from the collision layer alone.
  if (ids === undefined) return world.blocked[key] === 0 ? undefined : { obstacle: besideWalkway(state, position) ? 'water' : 'wall' };
  let walkway = false;
  let unbuiltWalkway = false;
  let blockingItem: ItemState | undefined;
  for (const id of ids) {
    const item = state.items[id];
    if (!item) continue;
    if (isWalkway(item.type)) {
      if (item.status === 'enabled') walkway = true;
      else unbuiltWalkway = true;
    } else if (blockingItem === undefined && blocksMovement(item.type, item.status)) {
      blockingItem = item;
    }
  }
  if (blockingItem) return { obstacle: 'object', item: blockingItem };
  if (walkway || world.blocked[key] === 0) return undefined;
  return { obstacle: unbuiltWalkway ? 'water' : 'wall' };
}

/** Whether a tile next to this one (not diagonally) holds a bridge or path, built or not. */
function besideWalkway(state: GameState, position: Position): boolean {
  const { world } = state;
  for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
    const next: Position = [position[0] + dx, position[1] + dy];
    if (!insideWorld(world, next)) continue;
    for (const id of state.itemsByCell[cellKey(world, next)] ?? []) {
      const item = state.items[id];
      if (item && isWalkway(item.type)) return true;
    }
  }
  return false;
}
