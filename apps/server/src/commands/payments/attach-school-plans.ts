import { PLAN_KEYS, PLANS } from '@codehop/api';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { purchases, subscriptions } from '../../db/schema.ts';

const SCHOOL_PLANS = PLAN_KEYS.filter((key) => PLANS[key].kind === 'school');

/**
 * For the schools area, when a user registers an organisation: the school tiers they bought before
 * it existed (at /schools, as a parent) now belong to it, so its students get the courses and its
 * student limit is the tier's. Call it in the transaction that creates the organisation.
 */
export async function attachSchoolPlansToOrganization(db: Db, userId: number, organizationId: number): Promise<number> {
  const attached = await db
    .update(subscriptions)
    .set({ organizationId })
    .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.organizationId), inArray(subscriptions.planKey, SCHOOL_PLANS)))
    .returning({ id: subscriptions.id });
  await db
    .update(purchases)
    .set({ organizationId })
    .where(and(eq(purchases.userId, userId), isNull(purchases.organizationId), inArray(purchases.planKey, SCHOOL_PLANS)));
  return attached.length;
}
