import type { CreditResponse } from '@codehop/api';
import type { Viewer } from './run-access.ts';

export interface AssistantInput {
  readonly viewer: Viewer;
  /** Run is impossible here (no student chosen), so a tip could never be asked for. */
  readonly executionDisabled: boolean;
  /** The signed-in user is still loading. */
  readonly loading: boolean;
  readonly creative: boolean;
}

/**
 * Gameplay §5: the switch is disabled while execution is disabled, while the user loads, or when a
 * school admin turned the student's assistant off (assistant_enabled false); creator mode disables
 * it too (§6). A disabled switch means tips are off whatever is stored.
 */
export function assistantSwitchEnabled(input: AssistantInput): boolean {
  if (input.executionDisabled || input.loading || input.creative) return false;
  if (input.viewer.kind === 'student' && input.viewer.user.student_details?.assistant_enabled === false) return false;
  return true;
}

/** Whether a tip is shown after a run: switch on and allowed, not on a narrow screen (§5). */
export function tipsActive(input: AssistantInput & { readonly stored: boolean; readonly narrow: boolean }): boolean {
  return input.stored && !input.narrow && assistantSwitchEnabled(input);
}

export type { AssistantRefusal } from '../../../components/tip-card/tip-refusal.ts';
import type { AssistantRefusal } from '../../../components/tip-card/tip-refusal.ts';

/**
 * The tip 403 of gameplay §8 when the assistant's credits are spent: students are told to upgrade,
 * anonymous visitors to sign up, organisation students to ask their organisation; a limit of 0
 * set by a school admin says so instead (§6). null when a tip may be given.
 */
export function assistantRefusal(viewer: Viewer, credit: CreditResponse | undefined): AssistantRefusal | null {
  if (!credit || credit.remaining === null || credit.remaining > 0) return null;
  if (viewer.kind === 'anonymous') return 'outOfCredits.anonymous';
  if (credit.limit === 0) return 'disabledByAdmin';
  return viewer.user.organization_id !== null ? 'outOfCredits.organization' : 'outOfCredits.student';
}
