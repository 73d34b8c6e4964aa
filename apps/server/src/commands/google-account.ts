import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { HttpError } from '../plugins/error-handler.ts';
import type { Clock } from '../services/clock.ts';
import type { GoogleIdentity } from '../services/google-sign-in.ts';
import type { UserRow } from './sessions.ts';

/**
 * The account of a Google identity: the one already linked to it, else the account with its e-mail
 * (linked now, only when the provider vouches for the address), else a new parent account.
 */
export async function findOrCreateGoogleAccount(db: Db, clock: Clock, identity: GoogleIdentity): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [linked] = await tx.select().from(users).where(eq(users.googleSubject, identity.subject)).limit(1);
    if (linked) return linked;
    if (!identity.emailVerified) {
      throw new HttpError(403, 'Your Google account has no verified e-mail address.', 'google_email_unverified');
    }
    const [byEmail] = await tx.select().from(users).where(eq(users.email, identity.email)).limit(1);
    if (byEmail) {
      const [updated] = await tx
        .update(users)
        .set({ googleSubject: identity.subject, emailVerifiedAt: byEmail.emailVerifiedAt ?? clock.now() })
        .where(eq(users.id, byEmail.id))
        .returning();
      if (!updated) throw new Error('linking the Google account updated no row');
      return updated;
    }
    const [created] = await tx
      .insert(users)
      .values({
        email: identity.email,
        fullName: identity.name,
        googleSubject: identity.subject,
        emailVerifiedAt: clock.now(),
      })
      .returning();
    if (!created) throw new Error('creating the Google account returned no row');
    return created;
  });
}
