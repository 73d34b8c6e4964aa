import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { pictureLoginFailures } from '../db/schema.ts';

/** How many wrong picture logins a key may count in its window before it is refused. */
export interface TryRule {
  readonly max: number;
  readonly windowMs: number;
}

/**
 * The picture login's three counts. Only wrong tries stay counted (a right login gives its try
 * back), so a class signing in with right cards never fills any of them.
 * - address: 40 wrong tries a minute from one address, whichever names they were for: a class
 *   behind one school address mistypes far less, a script spraying names is slowed to a crawl.
 * - childOnBrowser: 6 wrong tries of one child's name from one browser in 15 minutes: that browser
 *   waits, the child on another tablet (or after a new card, or the teacher's unlock) does not, so
 *   a classmate tapping wrong pictures cannot lock a child out of class.
 * - child: 20 wrong tries of one name from anywhere in an hour: a script that drops its cookie is a
 *   new browser every time, and this keeps walking a name's 504 passwords at a day.
 */
export const PICTURE_TRY_RULES = {
  address: { max: 40, windowMs: 60_000 },
  childOnBrowser: { max: 6, windowMs: 15 * 60_000 },
  child: { max: 20, windowMs: 60 * 60_000 },
} as const satisfies Record<string, TryRule>;

/** A try counted (tentatively: a right login gives it back) and whether it was within the rule. */
export interface SpentTry {
  readonly key: string;
  readonly allowed: boolean;
  readonly windowEnds: Date;
  readonly retryAfterSeconds: number;
}

/**
 * Counts one try under `key`, in one upsert: the row lock of ON CONFLICT DO UPDATE serialises
 * parallel tries, so a burst of guesses cannot all slip in before the first is counted. A window
 * that has ended starts again at 1. Counting before the check (and giving right logins back) is
 * what keeps the count honest under concurrency.
 */
export async function spendTry(db: Db, key: string, rule: TryRule, now: Date, studentId: number | null = null): Promise<SpentTry> {
  const windowEnds = new Date(now.getTime() + rule.windowMs);
  const ended = sql`${pictureLoginFailures.windowEnds} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(pictureLoginFailures)
    .values({ key, studentId, count: 1, windowEnds })
    .onConflictDoUpdate({
      target: pictureLoginFailures.key,
      set: {
        count: sql`CASE WHEN ${ended} THEN 1 ELSE ${pictureLoginFailures.count} + 1 END`,
        windowEnds: sql`CASE WHEN ${ended} THEN excluded.window_ends ELSE ${pictureLoginFailures.windowEnds} END`,
      },
    })
    .returning({ count: pictureLoginFailures.count, windowEnds: pictureLoginFailures.windowEnds });
  const count = row?.count ?? 1;
  const ends = row?.windowEnds ?? windowEnds;
  // A fresh window is rare (at most once per key and window): the moment to sweep ended ones away.
  if (count === 1) await db.delete(pictureLoginFailures).where(lte(pictureLoginFailures.windowEnds, now));
  return { key, allowed: count <= rule.max, windowEnds: ends, retryAfterSeconds: Math.max(1, Math.ceil((ends.getTime() - now.getTime()) / 1000)) };
}

/**
 * Gives a try back (a right login, or a try refused before any guess was checked). Only within the
 * window it was counted in, never below zero; one conditional UPDATE on the row spendTry locks.
 */
export async function giveTryBack(db: Db, spent: SpentTry): Promise<void> {
  await db
    .update(pictureLoginFailures)
    .set({ count: sql`${pictureLoginFailures.count} - 1` })
    .where(and(eq(pictureLoginFailures.key, spent.key), eq(pictureLoginFailures.windowEnds, spent.windowEnds), sql`${pictureLoginFailures.count} > 0`));
}

/** Forgets one count (a child's browser after a right login: its earlier slips no longer count toward a wait). */
export async function forgetTries(db: Db, key: string): Promise<void> {
  await db.delete(pictureLoginFailures).where(eq(pictureLoginFailures.key, key));
}

/** Forgets every wrong try of these children (a new card, the teacher's unlock): they get in at once. */
export async function clearChildTries(db: Pick<Db, 'delete'>, studentIds: readonly number[]): Promise<void> {
  if (studentIds.length === 0) return;
  await db.delete(pictureLoginFailures).where(inArray(pictureLoginFailures.studentId, [...studentIds]));
}

/** The keys the counts are kept under. */
export const tryKeys = {
  address: (address: string) => `address:${address}`,
  child: (studentId: number) => `child:${studentId}`,
  childOnBrowser: (studentId: number, browser: string) => `child:${studentId}:browser:${browser}`,
};
