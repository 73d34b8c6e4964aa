import { ITEM_CATEGORIES, type ItemCategory } from '../item-types.ts';
import type { ItemAction } from '../level-schema.ts';

/**
 * How each kind of item behaves, decided by its type alone, so that a level file only says what
 * is where. The renderer reads `ItemStatus` to pick a frame; it never needs these rules.
 */
export type ItemStatus =
  | 'idle'
  | 'collected'
  | 'open'
  | 'closed'
  | 'empty'
  | 'filled'
  | 'disabled'
  | 'enabled'
  | 'planted'
  | 'watered';

const categoryOf = new Map<string, ItemCategory>();
for (const [category, types] of Object.entries(ITEM_CATEGORIES) as [ItemCategory, readonly string[]][]) {
  for (const type of types) categoryOf.set(type, category);
}

export function itemCategory(type: string): ItemCategory | undefined {
  return categoryOf.get(type);
}

const COLLECTABLE_CATEGORIES: ReadonlySet<ItemCategory> = new Set([
  'materials', 'berries', 'vegetables', 'fruits', 'eggs', 'dairy', 'mixes', 'bottles', 'jars',
  'drinks_and_dishes', 'tools', 'seeds', 'treasures',
]);
const OPENABLE_TYPES: ReadonlySet<string> = new Set(['chest', 'door', 'gate', 'oven']);
const FILLABLE_TYPES: ReadonlySet<string> = new Set([
  ...ITEM_CATEGORIES.flags, 'tray', 'wine_rack', 'shelf',
]);
const BUILDABLE_CATEGORIES: ReadonlySet<ItemCategory> = new Set(['structures', 'chicken_houses']);
/** Built structures a learner can walk on; they make water or a gap passable. */
const WALKWAY_TYPES: ReadonlySet<string> = new Set([
  'bridge_horizontal', 'bridge_vertical', 'wood_path', 'stone_path',
]);
const ALWAYS_BLOCKING: ReadonlySet<string> = new Set([
  'rock', 'boulder', 'chest', 'tray', 'wine_rack', 'shelf', 'oven', 'sign', 'notice_board', 'character',
]);

export function isCollectable(type: string): boolean {
  const category = categoryOf.get(type);
  return category !== undefined && COLLECTABLE_CATEGORIES.has(category);
}

export function isOpenable(type: string): boolean {
  return OPENABLE_TYPES.has(type);
}

export function isFillable(type: string): boolean {
  return FILLABLE_TYPES.has(type);
}

export function isBuildable(type: string): boolean {
  const category = categoryOf.get(type);
  return category !== undefined && BUILDABLE_CATEGORIES.has(category);
}

export function isWalkway(type: string): boolean {
  return WALKWAY_TYPES.has(type);
}

export function isPlant(type: string): boolean {
  return categoryOf.get(type) === 'plants';
}

/** Only rocks move when pushed; boulders and everything else stay put. */
export function isPushable(type: string): boolean {
  return type === 'rock';
}

/**
 * The state an item starts in. A structure waits disabled only where the level asks the learner
 * to build or combine it; elsewhere it is scenery that is already there.
 */
export function initialStatus(type: string, action: ItemAction): ItemStatus {
  if (isOpenable(type)) return 'closed';
  if (isFillable(type)) return 'empty';
  if (isBuildable(type)) return action === 'build' || action === 'combine' ? 'disabled' : 'enabled';
  return 'idle';
}

/** Whether an item in this status stops the player (and a pushed rock) from entering its tile. */
export function blocksMovement(type: string, status: ItemStatus): boolean {
  if (status === 'collected') return false;
  if (ALWAYS_BLOCKING.has(type)) return true;
  if (type === 'door' || type === 'gate') return status !== 'open';
  if (categoryOf.get(type) === 'chicken_houses' || type === 'grain_stack') return status === 'enabled';
  return false;
}
