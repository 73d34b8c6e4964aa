import { PLAN_KEYS, PLANS, type PlanKey } from '@codehop/api';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { subscriptions } from '../db/schema.ts';
import { liveSubscriptionAt } from './live-subscription.ts';

const SCHOOL_PLANS = PLAN_KEYS.filter((key) => PLANS[key].kind === 'school');

/**
 * Students an organisation may have before it buys a tier: one class, so a teacher can try Codehop
 * with their pupils (on the free chapters) before the school pays. Spec §9 names only the tiers.
 */
export const SCHOOL_STUDENTS_WITHOUT_TIER = 40;

export interface SchoolTier {
  /** The live tier's plan, or null when the organisation has none. */
  readonly plan: PlanKey | null;
  /** How many students the organisation may hold; null is unlimited (large tier). */
  readonly limit: number | null;
}

/**
 * The student limit of an organisation (small tier 200, large unlimited): for the schools area to
 * call when students are added (one student, a bulk list, a class sign-up): refuse when
 * `limit !== null && current + adding > limit`. The larger tier wins if both are live.
 */
export async function schoolStudentLimit(db: Db, organizationId: number, now: Date): Promise<SchoolTier> {
  const rows = await db
    .select({ planKey: subscriptions.planKey })
    .from(subscriptions)
    .where(and(eq(subscriptions.organizationId, organizationId), inArray(subscriptions.planKey, SCHOOL_PLANS), liveSubscriptionAt(now)))
    .orderBy(desc(subscriptions.id));
  const plans = rows.map((row) => row.planKey as PlanKey);
  if (plans.includes('school_large')) return { plan: 'school_large', limit: PLANS.school_large.studentLimit };
  if (plans.includes('school_small')) return { plan: 'school_small', limit: PLANS.school_small.studentLimit };
  return { plan: null, limit: SCHOOL_STUDENTS_WITHOUT_TIER };
}

/** Whether `adding` more students fit the organisation's tier. */
export function fitsSchoolTier(tier: SchoolTier, current: number, adding: number): boolean {
  return tier.limit === null || current + adding <= tier.limit;
}
