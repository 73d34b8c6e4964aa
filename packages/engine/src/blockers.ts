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
 * tile as water, so the learner hears "build a bridge" rather than "wall". A closed tile just past
 * a bridge's end is the rest of its river: a bridge covers its own tile only, so stepping past its
 * end is stepping into water, and the walker stops with a splash.
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

/** The way each bridge runs: the tiles just past its two ends are the rest of its river. */
const BRIDGE_AXIS: Readonly<Record<string, readonly [number, number]>> = { bridge_horizontal: [1, 0], bridge_vertical: [0, 1] };

/** Whether this tile lies just past either end of a bridge (built or not). */
function besideWalkway(state: GameState, position: Position): boolean {
  const { world } = state;
  for (const side of [1, -1]) {
    for (const [type, [dx, dy]] of Object.entries(BRIDGE_AXIS)) {
      const next: Position = [position[0] + dx * side, position[1] + dy * side];
      if (!insideWorld(world, next)) continue;
      for (const id of state.itemsByCell[cellKey(world, next)] ?? []) {
        if (state.items[id]?.type === type) return true;
      }
    }
  }
  return false;
}
