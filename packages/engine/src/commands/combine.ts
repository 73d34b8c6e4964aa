import { isBuildable } from '../rules/item-rules.ts';
import { normaliseWord, RECIPES, type Recipe } from '../rules/recipes.ts';
import { refusal, type Refusal } from '../refusal.ts';
import { dataText, interact, itemAt, type Spot } from '../spots.ts';
import type { GameState, Inventory } from '../state.ts';
import type { StepResult } from '../step-result.ts';

/** The recipe a spot asks for: one of gameplay §9 by name, else the spot's own cost. */
export function recipeOf(spot: Spot): { name: string; recipe: Recipe } | undefined {
  const name = normaliseWord(dataText(spot.data) ?? spot.type);
  const known = RECIPES[name];
  if (known) return { name, recipe: known };
  if (!spot.cost) return undefined;
  return { name, recipe: { product: spot.type, ingredients: [{ types: [spot.cost.type], amount: spot.cost.amount }] } };
}

/** For each ingredient, the type the player pays with: the first of its choices held in full. */
function payment(inventory: Inventory, recipe: Recipe): { type: string; amount: number }[] | Refusal {
  const paid: { type: string; amount: number }[] = [];
  for (const ingredient of recipe.ingredients) {
    const type = ingredient.types.find((choice) => (inventory[choice] ?? 0) >= ingredient.amount);
    if (type === undefined) {
      const first = ingredient.types[0] ?? '';
      return refusal('not_enough_items', {
        action: 'combine',
        item: first,
        needed: ingredient.amount,
        have: inventory[first] ?? 0,
      });
    }
    paid.push({ type, amount: ingredient.amount });
  }
  return paid;
}

/** Combines ingredients from the inventory into the recipe's product (gameplay §5, §9). */
export function combine(state: GameState, word: string): StepResult {
  return interact(state, {
    action: 'combine',
    notHere: refusal('not_on_xmark', { action: 'combine' }),
    judge: (spot) => {
      const found = recipeOf(spot);
      if (!found || normaliseWord(word) !== found.name) return refusal('wrong_object', { action: 'combine' });
      const paid = payment(state.inventory, found.recipe);
      return Array.isArray(paid) ? undefined : paid;
    },
    apply: (draft, spot, target) => {
      const found = recipeOf(spot);
      if (!found) return undefined;
      const paid = payment(state.inventory, found.recipe);
      if (!Array.isArray(paid)) return undefined;
      for (const { type, amount } of paid) draft.addToInventory(type, -amount);
      draft.addToInventory(found.recipe.product, 1);
      const waiting = itemAt(state, target, (item) => isBuildable(item.type) && item.status === 'disabled');
      draft.events.push(
        waiting
          ? { type: 'combined', recipe: found.name, product: found.recipe.product, at: target, item: waiting.id }
          : { type: 'combined', recipe: found.name, product: found.recipe.product, at: target },
      );
      if (waiting) draft.setStatus(waiting.id, 'enabled');
      return undefined;
    },
  });
}
