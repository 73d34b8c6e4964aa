import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { HttpError } from '../plugins/error-handler.ts';
import type { Clock } from '../services/clock.ts';
import { enqueueMail } from '../services/mail-outbox.ts';
import { verificationMail } from '../services/mail-templates.ts';
import { consumeEmailToken, issueEmailToken } from './email-tokens.ts';
import type { UserRow } from './sessions.ts';

export interface SignUpInput {
  email: string;
  passwordHash: string;
  fullName: string;
  language: string | null;
  /** From a sign-up link (`signup` for a new account, `user_signup` for a waiting one). */
  token: string | undefined;
}

const INVALID_LINK = new HttpError(400, 'This sign-up link is invalid or has expired.', 'invalid_token');
export const EMAIL_TAKEN = 'An account with this e-mail already exists. Please log in.';

/**
 * Creates a parent account (or completes one waiting behind a sign-up link) and, unless the link
 * already proved the mailbox, queues the verification mail, all in one transaction.
 */
export async function signUp(
  db: Db,
  clock: Clock,
  input: SignUpInput,
  verificationLink: (token: string) => string,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    if (input.token) {
      const signup = await consumeEmailToken(tx, clock, 'signup', input.token);
      const waiting = signup ? undefined : await consumeEmailToken(tx, clock, 'user_signup', input.token);
      const spent = signup ?? waiting;
      if (!spent) throw INVALID_LINK;
      if (spent.email !== input.email) {
        throw new HttpError(400, 'This sign-up link was sent to another e-mail address.', 'token_email_mismatch');
      }
      if (waiting?.userId) {
        const [completed] = await tx
          .update(users)
          .set({ passwordHash: input.passwordHash, fullName: input.fullName, emailVerifiedAt: clock.now() })
          .where(and(eq(users.id, waiting.userId), isNull(users.passwordHash)))
          .returning();
        if (!completed) throw INVALID_LINK;
        return completed;
      }
    }
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        passwordHash: input.passwordHash,
        fullName: input.fullName,
        language: input.language,
        emailVerifiedAt: input.token ? clock.now() : null,
      })
      .onConflictDoNothing()
      .returning();
    if (!user) throw new HttpError(409, EMAIL_TAKEN, 'email_taken');
    if (!input.token) {
      const token = await issueEmailToken(tx, clock, 'verify_email', user.email, user.id);
      await enqueueMail(tx, clock, verificationMail(user.email, user.fullName, verificationLink(token), user.language));
    }
    return user;
  });
}
