import { ITEM_TYPES, type ItemType } from '../item-types.ts';
import {
  blocksMovement,
  initialStatus,
  isBuildable,
  isCollectable,
  isFillable,
  isOpenable,
  isPlant,
  isPushable,
  type ItemStatus,
} from './item-rules.ts';
import { BUILD_COSTS, RECIPES } from './recipes.ts';

/** Everything the rules say about one item type, as data for the catalogue and the creator. */
export interface ItemRule {
  readonly collectable: boolean;
  readonly pushable: boolean;
  /** Whether it blocks the way as a level places it (a door closed, a chicken house built). */
  readonly blocking: boolean;
  /** The statuses it moves through, first the one it starts in; absent when it never changes. */
  readonly states?: readonly ItemStatus[];
  /** Whether a recipe or a build cost uses it. */
  readonly ingredient: boolean;
}

function statesOf(type: string): readonly ItemStatus[] | undefined {
  if (isOpenable(type)) return ['closed', 'open'];
  if (isFillable(type)) return ['empty', 'filled'];
  if (isBuildable(type)) return ['disabled', 'enabled'];
  if (isPlant(type)) return ['idle', 'planted', 'watered'];
  if (isCollectable(type)) return ['idle', 'collected'];
  return undefined;
}

const ingredients = new Set<string>([
  ...Object.values(RECIPES).flatMap((recipe) => recipe.ingredients.flatMap((ingredient) => ingredient.types)),
  ...Object.values(BUILD_COSTS).map((cost) => cost.type),
]);

function ruleOf(type: ItemType): ItemRule {
  const states = statesOf(type);
  const rule = {
    collectable: isCollectable(type),
    pushable: isPushable(type),
    blocking: blocksMovement(type, initialStatus(type, 'none')),
    ingredient: ingredients.has(type),
  };
  return states ? { ...rule, states } : rule;
}

/** The rule table of every item type, derived from the functions the engine itself uses. */
export const ITEM_RULES: Readonly<Record<ItemType, ItemRule>> = Object.fromEntries(
  ITEM_TYPES.map((type) => [type, ruleOf(type)]),
) as Record<ItemType, ItemRule>;
