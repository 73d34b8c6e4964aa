import type { PlanKey } from '@codehop/api';
import type { Db } from '../db/database.ts';
import { subscriptions } from '../db/schema.ts';

/**
 * Gives an organisation a live school tier, as if its admin had bought one: for tests and benches
 * about schools that need more students than a school without a tier may hold.
 */
export async function giveSchoolTier(db: Db, organizationId: number, plan: Extract<PlanKey, 'school_small' | 'school_large'>, now = new Date()): Promise<void> {
  await db.insert(subscriptions).values({
    organizationId,
    planKey: plan,
    provider: 'local',
    providerSubscriptionId: `test-tier-${organizationId}-${plan}-${now.getTime()}`,
    status: 'active',
    currentPeriodStart: now,
    currentPeriodEnd: new Date(now.getTime() + 365 * 24 * 60 * 60 * 1000),
    lastEventAt: now,
  });
}
