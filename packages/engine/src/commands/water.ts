import { isPlant } from '../rules/item-rules.ts';
import type { Amount } from '../level-schema.ts';
import { refusal } from '../refusal.ts';
import { interact, itemAt } from '../spots.ts';
import type { GameState } from '../state.ts';
import type { StepResult } from '../step-result.ts';

const CANTEEN: Amount = { type: 'canteen', amount: 1 };

/** Waters the faced plant; the canteen (or the level's tool) is needed, not used up. */
export function water(state: GameState): StepResult {
  return interact(state, {
    action: 'water',
    notHere: refusal('not_on_xmark', { action: 'water' }),
    judge: (spot) => {
      const need = spot.cost ?? CANTEEN;
      return (state.inventory[need.type] ?? 0) >= need.amount
        ? undefined
        : refusal('water_no_canteen', { item: need.type, needed: need.amount });
    },
    apply: (draft, _spot, target) => {
      const plant = itemAt(state, target, (item) => isPlant(item.type));
      draft.events.push(plant ? { type: 'watered', at: target, item: plant.id } : { type: 'watered', at: target });
      if (plant) draft.setStatus(plant.id, 'watered');
      return undefined;
    },
  });
}
