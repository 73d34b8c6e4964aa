import type { CreditResponse, ExecutionType } from '@codehop/api';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { dailyAttempts } from '../db/schema.ts';

/** Today's count for a subject and type. */
export async function readAttempts(db: Db, subject: string, executionType: ExecutionType, day: string): Promise<number> {
  const [row] = await db
    .select({ counter: dailyAttempts.counter })
    .from(dailyAttempts)
    .where(and(eq(dailyAttempts.subject, subject), eq(dailyAttempts.executionType, executionType), eq(dailyAttempts.day, day)))
    .limit(1);
  return row?.counter ?? 0;
}

/**
 * Spends one attempt if the limit allows it, in a single conditional upsert: the row lock of
 * ON CONFLICT DO UPDATE serialises parallel runs, so none is lost and the limit is never passed.
 * A null limit still counts (the figures show use), it just never refuses.
 */
export async function consumeAttempt(
  db: Db,
  subject: string,
  executionType: ExecutionType,
  day: string,
  limit: number | null,
): Promise<{ allowed: boolean; counter: number }> {
  if (limit !== null && limit <= 0) return { allowed: false, counter: await readAttempts(db, subject, executionType, day) };
  const [row] = await db
    .insert(dailyAttempts)
    .values({ subject, executionType, day, counter: 1 })
    .onConflictDoUpdate({
      target: [dailyAttempts.subject, dailyAttempts.executionType, dailyAttempts.day],
      set: { counter: sql`${dailyAttempts.counter} + 1` },
      ...(limit === null ? {} : { setWhere: lt(dailyAttempts.counter, limit) }),
    })
    .returning({ counter: dailyAttempts.counter });
  if (row) return { allowed: true, counter: row.counter };
  return { allowed: false, counter: await readAttempts(db, subject, executionType, day) };
}

/**
 * Gives back one attempt spent for something that was not delivered (a tip the pool could not
 * work out). One conditional UPDATE on the same row `consumeAttempt` locks: parallel refunds and
 * spends serialise on it, and the counter never goes below zero.
 */
export async function refundAttempt(db: Db, subject: string, executionType: ExecutionType, day: string): Promise<void> {
  await db
    .update(dailyAttempts)
    .set({ counter: sql`${dailyAttempts.counter} - 1` })
    .where(
      and(
        eq(dailyAttempts.subject, subject),
        eq(dailyAttempts.executionType, executionType),
        eq(dailyAttempts.day, day),
        gt(dailyAttempts.counter, 0),
      ),
    );
}

export function creditAnswer(executionType: ExecutionType, counter: number, limit: number | null): CreditResponse {
  return {
    execution_type: executionType,
    counter,
    limit,
    remaining: limit === null ? null : Math.max(0, limit - counter),
  };
}
