import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { emailTokens, users } from '../db/schema.ts';
import { HttpError } from '../plugins/error-handler.ts';
import type { Clock } from '../services/clock.ts';
import { enqueueMail } from '../services/mail-outbox.ts';
import { verificationMail } from '../services/mail-templates.ts';
import { EMAIL_TOKEN_LIFETIME_MS, issueEmailToken } from './email-tokens.ts';

/** A second link within this time is refused: one click should not become a flood of mail. */
export const RESEND_COOLDOWN_MS = 60_000;

export const ALREADY_CONFIRMED = 'Your e-mail address is confirmed already.';
export const RESEND_TOO_SOON = 'We sent you a link a moment ago. Please check your mailbox (and spam folder) and try again in a minute.';

/**
 * Queues a new confirmation link for an account, unless the address is confirmed or a link went
 * out less than a minute ago. The user's row is locked, so two clicks at once send one mail.
 */
export async function resendEmailConfirmation(db: Db, clock: Clock, userId: number, link: (token: string) => string): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new HttpError(401, 'Please log in.', 'not_authenticated');
    if (user.emailVerifiedAt !== null) throw new HttpError(409, ALREADY_CONFIRMED, 'already_confirmed');
    // A token's issue time is its expiry minus its lifetime (on the app's clock, like the expiry).
    const recentExpiry = new Date(clock.now().getTime() + EMAIL_TOKEN_LIFETIME_MS.verify_email - RESEND_COOLDOWN_MS);
    const [recent] = await tx
      .select({ id: emailTokens.id })
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, user.id), eq(emailTokens.kind, 'verify_email'), gt(emailTokens.expiresAt, recentExpiry)))
      .limit(1);
    if (recent) throw new HttpError(429, RESEND_TOO_SOON, 'too_soon');
    const token = await issueEmailToken(tx, clock, 'verify_email', user.email, user.id);
    await enqueueMail(tx, clock, verificationMail(user.email, user.fullName, link(token), user.language));
  });
}
