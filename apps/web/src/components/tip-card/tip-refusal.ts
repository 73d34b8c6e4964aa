import { ApiError } from '@codehop/api';
import type { CoachText } from './use-coach-text.ts';

/** Why the assistant said no (gameplay §8 tip 403): keys under `card.` in the coach namespace. */
export type AssistantRefusal = 'outOfCredits.student' | 'outOfCredits.anonymous' | 'outOfCredits.organization' | 'disabledByAdmin';

const REFUSALS: Record<string, AssistantRefusal> = {
  assistant_credits_anonymous: 'outOfCredits.anonymous',
  assistant_credits_student: 'outOfCredits.student',
  assistant_credits_organization: 'outOfCredits.organization',
  assistant_disabled: 'disabledByAdmin',
};

/** The refusal a failed tip request carries (a 403 with the server's code), or null for any other failure. */
export function tipRefusalOf(error: unknown): AssistantRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const code = (error.body as { code?: string } | null)?.code ?? '';
  return REFUSALS[code] ?? 'outOfCredits.student';
}

/** The tip card's words for a refusal, the same on the play screen and the challenge pages. */
export function refusedTipContent(refusal: AssistantRefusal, c: CoachText): { readonly kind: 'refused'; readonly title: string; readonly text: string } {
  return refusal === 'disabledByAdmin'
    ? { kind: 'refused', title: c('card.title'), text: c('card.disabledByAdmin') }
    : { kind: 'refused', title: c('card.outOfCredits.title'), text: c(`card.${refusal}`) };
}
