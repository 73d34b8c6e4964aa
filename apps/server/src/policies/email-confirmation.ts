import type { UserRow } from '../commands/sessions.ts';

/** Whether this account may be sent a new confirmation link: it has an address that is not confirmed yet. */
export function mayAskForEmailConfirmation(user: UserRow): boolean {
  return user.email !== '' && user.emailVerifiedAt === null;
}
