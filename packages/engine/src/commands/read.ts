import { refusal } from '../refusal.ts';
import { dataText, interact, itemAt } from '../spots.ts';
import type { GameState } from '../state.ts';
import type { StepResult } from '../step-result.ts';

/**
 * Reads the sign the spot faces and hands its text to the program. The spot's own data is the
 * text when it has one (a creator's read X mark); otherwise the faced item's data.
 */
export function read(state: GameState): StepResult {
  return interact(state, {
    action: 'read',
    notHere: refusal('read_wrong_position'),
    judge: () => undefined,
    apply: (draft, spot, target) => {
      const value = spot.data ?? itemAt(state, target, (item) => item.data !== undefined)?.data ?? '';
      const text = dataText(value) ?? '';
      draft.addText('read', text);
      draft.events.push({ type: 'read', text });
      return { value };
    },
  });
}
