import type { Texts } from '../state.ts';
import { refusal } from '../refusal.ts';
import { dataText, interact, type Spot } from '../spots.ts';
import type { GameState } from '../state.ts';
import type { StepResult } from '../step-result.ts';

/** The creator's "any text" choice: the spot accepts whatever non-blank words are said. */
export const ANY_TEXT = '*';

const KINDS = {
  speak: { text: 'spoken', event: 'spoke' },
  write: { text: 'written', event: 'wrote' },
  question: { text: 'asked', event: 'asked' },
} as const satisfies Record<string, { text: keyof Texts; event: string }>;

/** Whether words fit a spot: exactly its data, or anything non-blank where any text goes. */
export function wordsFit(spot: Spot, text: string): boolean {
  const expected = dataText(spot.data);
  if (expected === undefined || expected === ANY_TEXT) return text.trim() !== '';
  return text === expected;
}

/** speak, write and question: the words must be exactly the spot's (gameplay §5). */
export function talk(state: GameState, action: keyof typeof KINDS, text: string): StepResult {
  const kind = KINDS[action];
  return interact(state, {
    action,
    notHere: refusal('not_on_xmark', { action }),
    judge: (spot) => (wordsFit(spot, text) ? undefined : refusal('wrong_word', { action, said: text })),
    apply: (draft) => {
      draft.addText(kind.text, text);
      draft.events.push({ type: kind.event, text });
      return undefined;
    },
  });
}
