import { TIP_DISABLED_BY_ADMIN, TIP_OUT_OF_CREDITS } from '@codehop/api';
import type { Player } from './attempt-limits.ts';

/**
 * Why a player gets no tip when the assistant's credits are spent or switched off (spec/gameplay.md
 * §6, §8): the admin's switch for a school student, else the out-of-credits text with the variant
 * for who they are.
 */
export function assistantRefusal(player: Player): { detail: string; code: string } {
  if (player.kind === 'anonymous') {
    return { detail: `${TIP_OUT_OF_CREDITS} Sign up for more free credits.`, code: 'assistant_credits_anonymous' };
  }
  const school = player.student.organizationId !== null;
  if (!player.student.assistantEnabled) {
    return school
      ? { detail: TIP_DISABLED_BY_ADMIN, code: 'assistant_disabled' }
      : { detail: `${TIP_OUT_OF_CREDITS} The assistant is switched off for this student.`, code: 'assistant_disabled' };
  }
  if (school) return { detail: `${TIP_OUT_OF_CREDITS} Please contact your organization.`, code: 'assistant_credits_organization' };
  return { detail: `${TIP_OUT_OF_CREDITS} Upgrade to get unlimited credits.`, code: 'assistant_credits_student' };
}
