import type { CreditResponse, TipResponse } from '@codehop/api';
import { describe, expect, it } from 'vitest';
import { assistantRefusal } from './assistant.ts';
import { askedTipShown, levelTipWanted, type TipAsked } from './tip-ask.ts';

const tip = { text: 'Turn right first.', line_number: 2 } as TipResponse;
const anonymous = { kind: 'anonymous' } as const;
const credits = (remaining: number): CreditResponse => ({ execution_type: 'level_assistant', counter: 5 - remaining, limit: 5, remaining });

describe('askedTipShown', () => {
  it('shows the tip asked with the last credit, though the refreshed counter now reads 0', () => {
    // At the press one tip is left: the counter says nothing against asking.
    const press: TipAsked = { run: 1, refusal: assistantRefusal(anonymous, credits(1)) };
    expect(levelTipWanted({ free: true, asked: true, refused: press.refusal !== null, creative: false, busy: false })).toBe(true);
    // The server answers and spends it; the counter is refreshed to 0 before the card is drawn again.
    expect(assistantRefusal(anonymous, credits(0))).not.toBeNull();
    expect(askedTipShown(press, { kind: 'tip', tip })).toEqual({ kind: 'tip', tip });
  });

  it('says why without a request when the counter was already at 0 at the press', () => {
    const press: TipAsked = { run: 2, refusal: 'outOfCredits.anonymous' };
    expect(levelTipWanted({ free: true, asked: true, refused: true, creative: false, busy: false })).toBe(false);
    expect(askedTipShown(press, null)).toEqual({ kind: 'refused', refusal: 'outOfCredits.anonymous' });
  });

  it('waits for the answer, and shows a refusal the server gave', () => {
    const press: TipAsked = { run: 3, refusal: null };
    expect(askedTipShown(press, null)).toEqual({ kind: 'pending' });
    expect(askedTipShown(press, { kind: 'refused', refusal: 'disabledByAdmin' })).toEqual({ kind: 'refused', refusal: 'disabledByAdmin' });
  });
});
