import { isFillable } from '../rules/item-rules.ts';
import { refusal } from '../refusal.ts';
import { interact, itemAt } from '../spots.ts';
import type { GameState } from '../state.ts';
import type { StepResult } from '../step-result.ts';
import { costOf, measure } from './amounts.ts';

/** Places items from the inventory onto the faced tray, shelf, wine rack or flag pole. */
export function place(state: GameState, what: string | number): StepResult {
  return interact(state, {
    action: 'place',
    notHere: refusal('not_on_xmark', { action: 'place' }),
    judge: (spot) => {
      const measured = measure(state, 'place', spot, what);
      return 'refusal' in measured ? measured.refusal : undefined;
    },
    apply: (draft, spot, target) => {
      const measured = measure(state, 'place', spot, what);
      const amount = 'amount' in measured ? measured.amount : 0;
      const type = costOf(spot).type;
      draft.addToInventory(type, -amount);
      const holder = itemAt(state, target, (item) => isFillable(item.type));
      draft.events.push(
        holder
          ? { type: 'placed', itemType: type, amount, at: target, item: holder.id }
          : { type: 'placed', itemType: type, amount, at: target },
      );
      if (holder) draft.setStatus(holder.id, 'filled');
      return undefined;
    },
  });
}
