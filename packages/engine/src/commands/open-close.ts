import { isOpenable } from '../rules/item-rules.ts';
import { refusal } from '../refusal.ts';
import { interact, itemAt } from '../spots.ts';
import type { GameState } from '../state.ts';
import type { StepResult } from '../step-result.ts';

/** Opens or closes the chest, door, gate or oven the spot faces (gameplay §5). */
export function openOrClose(state: GameState, action: 'open' | 'close'): StepResult {
  const wanted = action === 'open' ? 'open' : 'closed';
  return interact(state, {
    action,
    notHere: refusal('not_on_xmark', { action }),
    judge: (_spot, target) => {
      const thing = itemAt(state, target, (item) => isOpenable(item.type));
      if (!thing) return refusal('nothing_to_open', { action });
      if (thing.status === wanted) {
        return refusal(action === 'open' ? 'already_open' : 'already_closed', { object: thing.type });
      }
      return undefined;
    },
    apply: (draft, _spot, target) => {
      const thing = itemAt(state, target, (item) => isOpenable(item.type));
      if (!thing) return undefined;
      draft.events.push({ type: action === 'open' ? 'opened' : 'closed', item: thing.id, at: target });
      draft.setStatus(thing.id, wanted);
      return undefined;
    },
  });
}
