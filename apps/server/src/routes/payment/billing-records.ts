import type { FastifyRequest } from 'fastify';
import { and, desc, eq, or } from 'drizzle-orm';
import { purchases, subscriptions } from '../../db/schema.ts';
import { PaymentRefusal, recordPaymentRefusal } from '../../commands/record-payment-refusal.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { canManageBilling } from '../../policies/can-buy-plan.ts';
import { liveSubscriptionAt } from '../../policies/live-subscription.ts';
import type { PurchaseRow, SubscriptionRow } from '../../services/payments/provider.ts';

/** The signed-in buyer; students' own sessions and teachers do not handle money. */
export function requireBillingUser(request: FastifyRequest) {
  const auth = requireAuth(request);
  if (!canManageBilling(auth.user)) throw new HttpError(403, 'Only a parent or an organisation admin manages billing.', 'billing_forbidden');
  return auth.user;
}

/** Rows of the caller: bought by them, or by their organisation when they are its admin. */
function ownedBy(user: { id: number; organizationId: number | null; userType: number }, userColumn: typeof purchases.userId | typeof subscriptions.userId, orgColumn: typeof purchases.organizationId | typeof subscriptions.organizationId) {
  return user.userType === 2 && user.organizationId !== null ? or(eq(userColumn, user.id), eq(orgColumn, user.organizationId)) : eq(userColumn, user.id);
}

/**
 * A purchase of the caller's; anyone else's answers 404 like a missing one, and the attempt is
 * logged as a refusal (someone tried to act on another family's purchase).
 */
export async function ownPurchase(request: FastifyRequest, purchaseId: number): Promise<PurchaseRow> {
  const user = requireBillingUser(request);
  const { db } = request.server.database;
  const [row] = await db.select().from(purchases).where(eq(purchases.id, purchaseId)).limit(1);
  if (row) {
    const [mine] = await db
      .select({ id: purchases.id })
      .from(purchases)
      .where(and(eq(purchases.id, purchaseId), ownedBy(user, purchases.userId, purchases.organizationId)))
      .limit(1);
    if (mine) return row;
    throw await recordPaymentRefusal(db, request.log, new PaymentRefusal('not_your_purchase', 'Purchase not found', 404), {
      userId: user.id,
      detail: `purchase ${purchaseId}`,
    });
  }
  throw new HttpError(404, 'Purchase not found', 'purchase_not_found');
}

/** A subscription of the caller's (404 otherwise). */
export async function ownSubscription(request: FastifyRequest, subscriptionId: number): Promise<SubscriptionRow> {
  const user = requireBillingUser(request);
  const [row] = await request.server.database.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, subscriptionId), ownedBy(user, subscriptions.userId, subscriptions.organizationId)))
    .limit(1);
  if (!row) throw new HttpError(404, 'Subscription not found', 'subscription_not_found');
  return row;
}

/** The caller's live subscriptions, newest first. */
export async function liveSubscriptionsOf(request: FastifyRequest): Promise<SubscriptionRow[]> {
  const user = requireBillingUser(request);
  return request.server.database.db
    .select()
    .from(subscriptions)
    .where(and(ownedBy(user, subscriptions.userId, subscriptions.organizationId), liveSubscriptionAt(request.server.services.clock.now())))
    .orderBy(desc(subscriptions.id));
}

/** The caller's newest live subscription, or 404 (for cancel, upgrade and their previews). */
export async function currentSubscriptionOf(request: FastifyRequest): Promise<SubscriptionRow | undefined> {
  return (await liveSubscriptionsOf(request))[0];
}
