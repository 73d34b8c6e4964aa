import type { Amount } from '../level-schema.ts';
import type { ItemType } from '../item-types.ts';
import { ITEM_CATEGORIES } from '../item-types.ts';

/** A structure's price, and the word a learner passes to `build()` for it. */
export interface BuildCost extends Amount {
  readonly word: string;
}

/** What each structure costs to build (gameplay §9), unless the level sets its own cost. */
export const BUILD_COSTS: Readonly<Record<string, BuildCost>> = {
  bridge_horizontal: { type: 'log', amount: 4, word: 'bridge' },
  bridge_vertical: { type: 'log', amount: 4, word: 'bridge' },
  grain_stack: { type: 'grain', amount: 4, word: 'grain_stack' },
  wood_path: { type: 'plank', amount: 4, word: 'wood_path' },
  stone_path: { type: 'stone', amount: 4, word: 'stone_path' },
  ...Object.fromEntries(
    ITEM_CATEGORIES.chicken_houses.map((type) => [type, { type: 'plank', amount: 4, word: 'chicken_house' }]),
  ),
};

/** One ingredient of a recipe: `amount` of any one of `types` (berry milk takes either berry). */
export interface Ingredient {
  readonly types: readonly string[];
  readonly amount: number;
}

export interface Recipe {
  readonly product: string;
  readonly ingredients: readonly Ingredient[];
}

function one(type: ItemType, amount: number): Ingredient {
  return { types: [type], amount };
}

/** The recipes of gameplay §9, keyed by the word a learner passes to `combine`. */
export const RECIPES: Readonly<Record<string, Recipe>> = {
  radish_dressing: {
    product: 'radish_dressing',
    ingredients: [one('milk', 3), one('cream', 2), one('lettuce', 3), one('radish', 5)],
  },
  fruit_juice: {
    product: 'fruit_juice',
    ingredients: [
      one('water', 1), one('empty_jar', 1), one('orange', 1), one('peach', 1), one('pear', 1), one('apple', 1),
    ],
  },
  grape_juice: { product: 'grape_juice', ingredients: [one('grape', 1), one('empty_jar', 1)] },
  berry_milk: {
    product: 'berry_milk',
    ingredients: [one('milk', 1), { types: ['red_berry', 'strawberry'], amount: 1 }],
  },
  salad: {
    product: 'salad',
    ingredients: [one('carrot', 2), one('tomato', 2), one('lettuce', 6), one('cucumber', 2)],
  },
};

/** "Radish Dressing", "radish-dressing" and "radish_dressing" name the same thing. */
export function normaliseWord(word: string): string {
  return word.trim().toLowerCase().replace(/[\s-]+/g, '_');
}
