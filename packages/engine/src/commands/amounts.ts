import type { Amount, InteractionAction } from '../level-schema.ts';
import { normaliseWord } from '../rules/recipes.ts';
import { refusal, type Refusal } from '../refusal.ts';
import { dataText, type Spot } from '../spots.ts';
import type { GameState } from '../state.ts';

/** What a spot for place or plant takes: its cost, else one of the goal's type. */
export function costOf(spot: Spot): Amount {
  return spot.cost ?? { type: spot.type, amount: 1 };
}

export type Measured = { readonly amount: number } | { readonly refusal: Refusal };

/**
 * The shared rule of place and plant (gameplay §5): a number must be exactly how many of the cost
 * type the player holds, and all of them go; a word must name the spot's thing, and the player
 * must hold exactly the cost amount.
 */
export function measure(
  state: GameState,
  action: InteractionAction,
  spot: Spot,
  given: string | number,
): Measured {
  const cost = costOf(spot);
  const have = state.inventory[cost.type] ?? 0;
  const short = (needed: number): Measured => ({
    refusal: refusal('not_enough_items', { action, item: cost.type, needed, have }),
  });
  if (typeof given === 'number') {
    if (have === 0) return short(cost.amount);
    if (given !== have) return { refusal: refusal('wrong_amount', { item: cost.type, have, given }) };
    return { amount: given };
  }
  const word = normaliseWord(given);
  const expected = dataText(spot.data);
  if (word !== normaliseWord(expected ?? cost.type) && word !== cost.type) {
    return { refusal: refusal('wrong_object', { action }) };
  }
  if (have < cost.amount) return short(cost.amount);
  if (have !== cost.amount) {
    return { refusal: refusal('wrong_amount', { item: cost.type, have, given: cost.amount }) };
  }
  return { amount: cost.amount };
}
