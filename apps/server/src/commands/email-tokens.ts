import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { emailTokens } from '../db/schema.ts';
import type { Clock } from '../services/clock.ts';
import { hashToken, randomToken } from '../services/secret-token.ts';

export type EmailTokenKind = 'verify_email' | 'reset_password' | 'signup' | 'user_signup';

const DAY = 24 * 60 * 60 * 1000;
export const EMAIL_TOKEN_LIFETIME_MS: Readonly<Record<EmailTokenKind, number>> = {
  verify_email: 7 * DAY,
  reset_password: 60 * 60 * 1000,
  signup: 7 * DAY,
  user_signup: 7 * DAY,
};

export type EmailTokenRow = typeof emailTokens.$inferSelect;

export async function issueEmailToken(
  db: Db,
  clock: Clock,
  kind: EmailTokenKind,
  email: string,
  userId: number | null,
): Promise<string> {
  const token = randomToken();
  await db.insert(emailTokens).values({
    kind,
    email,
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(clock.now().getTime() + EMAIL_TOKEN_LIFETIME_MS[kind]),
  });
  return token;
}

function liveToken(clock: Clock, kind: EmailTokenKind, token: string) {
  return and(
    eq(emailTokens.tokenHash, hashToken(token)),
    eq(emailTokens.kind, kind),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, clock.now()),
  );
}

/** Reads a live token without spending it (the sign-up page shows the e-mail it was sent to). */
export async function peekEmailToken(
  db: Db,
  clock: Clock,
  kind: EmailTokenKind,
  token: string,
): Promise<EmailTokenRow | undefined> {
  const [row] = await db.select().from(emailTokens).where(liveToken(clock, kind, token)).limit(1);
  return row;
}

/** Spends a live token in one UPDATE: of two concurrent uses exactly one gets the row. */
export async function consumeEmailToken(
  db: Db,
  clock: Clock,
  kind: EmailTokenKind,
  token: string,
): Promise<EmailTokenRow | undefined> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: clock.now() })
    .where(liveToken(clock, kind, token))
    .returning();
  return row;
}

/** Spends every other live token of a kind for a user (an older reset link dies with the new password). */
export async function retireUserTokens(db: Db, clock: Clock, kind: EmailTokenKind, userId: number): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: clock.now() })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.kind, kind), isNull(emailTokens.usedAt)));
}
