import { refusal } from '../refusal.ts';
import { interact } from '../spots.ts';
import type { GameState } from '../state.ts';
import type { StepResult } from '../step-result.ts';
import { wordsFit } from './talk.ts';

/** Shows a message on the display the spot faces; the message must be the spot's exactly. */
export function display(state: GameState, text: string): StepResult {
  return interact(state, {
    action: 'display',
    notHere: refusal('display_wrong_position'),
    judge: (spot) => (wordsFit(spot, text) ? undefined : refusal('display_wrong_message', { said: text })),
    apply: (draft, _spot, target) => {
      draft.addText('displayed', text);
      draft.events.push({ type: 'displayed', text, at: target });
      return undefined;
    },
  });
}
