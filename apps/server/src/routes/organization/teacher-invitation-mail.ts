import type { OutgoingMail } from '../../services/mail-outbox.ts';

export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** The invitation of a teacher: a sign-up link to the school, valid 7 days. */
export function teacherInvitationMail(to: string, organizationName: string, inviterName: string, link: string): OutgoingMail {
  return {
    to,
    subject: `Join ${organizationName} on Codehop`,
    text: `Hello,\n\n${inviterName || 'An admin'} invites you to teach with ${organizationName} on Codehop, the game that teaches children Python.\n\nCreate your teacher account here:\n\n${link}\n\nThe link works once, for 7 days.\n\nThe Codehop team\n`,
  };
}
