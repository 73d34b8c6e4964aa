import {
  BUILD_COSTS, ITEM_TYPES, RECIPES, blocksMovement, initialStatus, isBuildable, isCollectable,
  isFillable, isOpenable, isPlant, isPushable, isWalkway,
  type Amount, type ItemStatus, type ItemType,
} from '@codehop/engine';
import { ITEM_ART, type ItemArt } from './item-art.ts';

/**
 * The one item table the renderer, the Code Book and the level creator read: the art (name,
 * frames per state, icon) joined with the engine's behaviour. Behaviour is computed from the
 * engine's own rule functions and tables, never restated here, so the two cannot disagree.
 */
export type ItemCatalogueEntry = ItemArt & {
  readonly collectable: boolean;
  readonly pushable: boolean;
  readonly openable: boolean;
  readonly fillable: boolean;
  readonly plant: boolean;
  /** A bridge or path the player may walk on once built. */
  readonly walkway: boolean;
  /** The state a level starts the item in when it is just scenery (action collect). */
  readonly initialState: string;
  /** The states in which the item stops the player. Empty: never blocks. */
  readonly blockingStates: readonly string[];
  /** Blocks in its starting state: what the level creator marks as "BLOCKED". */
  readonly blocking: boolean;
  readonly buildable: boolean;
  readonly buildCost?: Amount;
  /** The short word shown in the Code Book for build(), e.g. "bridge". */
  readonly buildWord?: string;
  /** Recipes (combine() words) that take this item. */
  readonly ingredientOf: readonly string[];
  readonly ingredient: boolean;
  /** The recipe that makes this item, when it is one. */
  readonly recipe?: string;
};

function buildWord(type: ItemType): string {
  if (type.startsWith('bridge_')) return 'bridge';
  if (type.startsWith('chicken_house_')) return 'chicken_house';
  return type;
}

function entry(type: ItemType): ItemCatalogueEntry {
  const art = ITEM_ART[type];
  const initial = initialStatus(type, 'collect');
  const startState = art.states.includes(initial) ? initial : (art.states[0] ?? initial);
  const statuses = new Set<string>([...art.states, initial]);
  const blockingStates = [...statuses].filter((s) => blocksMovement(type, s as ItemStatus));
  const ingredientOf = Object.entries(RECIPES)
    .filter(([, recipe]) => recipe.ingredients.some((ing) => ing.types.includes(type)))
    .map(([word]) => word);
  const recipe = Object.entries(RECIPES).find(([, r]) => r.product === type)?.[0];
  const buildable = isBuildable(type);
  const cost = BUILD_COSTS[type];
  return {
    ...art,
    collectable: isCollectable(type),
    pushable: isPushable(type),
    openable: isOpenable(type),
    fillable: isFillable(type),
    plant: isPlant(type),
    walkway: isWalkway(type),
    initialState: startState,
    blockingStates,
    blocking: blocksMovement(type, initial),
    buildable,
    ...(buildable && cost ? { buildCost: cost, buildWord: buildWord(type) } : {}),
    ingredientOf,
    ingredient: ingredientOf.length > 0,
    ...(recipe ? { recipe } : {}),
  };
}

export const ITEM_CATALOGUE: Readonly<Record<ItemType, ItemCatalogueEntry>> = Object.fromEntries(
  ITEM_TYPES.map((type) => [type, entry(type)]),
) as Record<ItemType, ItemCatalogueEntry>;

/** The atlas frame to draw for an item in a state; unknown states fall back to the icon. */
export function itemFrame(type: ItemType, state: string): string {
  const art = ITEM_ART[type];
  return art.frames[state] ?? art.icon;
}
