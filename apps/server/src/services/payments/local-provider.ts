import { randomBytes } from 'node:crypto';
import { PLAN_KEYS, PLANS, type PlanKey } from '@codehop/api';
import type { Clock } from '../clock.ts';
import { periodEnd, prorate } from './proration.ts';
import type { PaymentProvider, PurchaseRow, SubscriptionRow } from './provider.ts';
import { signWebhook } from './webhook-signature.ts';

const LOCAL_PRICE_PREFIX = 'local_';

export interface LocalProviderOptions {
  /** Signs the provider's events; a random one per process unless a test names it. */
  webhookSecret?: string;
  clock: Clock;
  /** The app's webhook handler: every local "payment" goes through it exactly as Paddle's would. */
  deliver(rawBody: string, signature: string): Promise<void>;
}

function localId(prefix: string): string {
  return `${prefix}_local_${randomBytes(12).toString('hex')}`;
}

/**
 * The embedded default: no money moves. The test checkout page and the billing actions make the
 * server write the event Paddle would send, sign it with this provider's secret and hand it to the
 * same webhook handler, so `npm start` exercises the real path end to end.
 */
export function createLocalProvider(options: LocalProviderOptions): PaymentProvider & {
  complete(checkoutId: string, plan: PlanKey): Promise<void>;
} {
  const secret = options.webhookSecret ?? randomBytes(32).toString('hex');
  const now = () => options.clock.now();

  async function send(eventType: string, data: Record<string, unknown>): Promise<void> {
    const body = JSON.stringify({
      event_id: localId('evt'),
      event_type: eventType,
      occurred_at: now().toISOString(),
      notification_id: localId('ntf'),
      data,
    });
    await options.deliver(body, signWebhook(secret, body));
  }

  function items(plan: PlanKey) {
    return [{ price: { id: `${LOCAL_PRICE_PREFIX}${plan}` }, quantity: 1 }];
  }

  async function transaction(plan: PlanKey, amountMinor: number, checkoutId: string | null, subscriptionId: string | null) {
    await send('transaction.completed', {
      id: localId('txn'),
      status: 'completed',
      subscription_id: subscriptionId,
      items: items(plan),
      custom_data: checkoutId ? { checkout_id: checkoutId } : null,
      currency_code: PLANS[plan].currency,
      details: { totals: { total: String(amountMinor) } },
      billed_at: now().toISOString(),
    });
  }

  function subscriptionData(subscription: SubscriptionRow, changes: Record<string, unknown>) {
    return {
      id: subscription.providerSubscriptionId,
      status: subscription.status,
      items: items(subscription.planKey as PlanKey),
      custom_data: null,
      current_billing_period:
        subscription.currentPeriodStart && subscription.currentPeriodEnd
          ? { starts_at: subscription.currentPeriodStart.toISOString(), ends_at: subscription.currentPeriodEnd.toISOString() }
          : null,
      next_billed_at: subscription.nextPaymentAt?.toISOString() ?? null,
      scheduled_change: null,
      canceled_at: null,
      ...changes,
    };
  }

  return {
    name: 'local',
    webhookSecret: secret,
    priceIdOf: (plan) => `${LOCAL_PRICE_PREFIX}${plan}`,
    planOfPriceId: (priceId) => PLAN_KEYS.find((key) => `${LOCAL_PRICE_PREFIX}${key}` === priceId),
    checkoutDetails: () => null,

    /** The test checkout's "Pay" button: a subscription first (as Paddle sends it), then its payment. */
    async complete(checkoutId, plan) {
      const price = PLANS[plan];
      if (price.interval === null) return transaction(plan, price.amountMinor, checkoutId, null);
      const start = now();
      const end = periodEnd(plan, start);
      const subscriptionId = localId('sub');
      await send('subscription.created', {
        id: subscriptionId,
        status: 'active',
        items: items(plan),
        custom_data: { checkout_id: checkoutId },
        current_billing_period: { starts_at: start.toISOString(), ends_at: end.toISOString() },
        next_billed_at: end.toISOString(),
        scheduled_change: null,
        canceled_at: null,
      });
      await transaction(plan, price.amountMinor, checkoutId, subscriptionId);
    },

    async cancelAtPeriodEnd(subscription) {
      const effectiveAt = (subscription.currentPeriodEnd ?? now()).toISOString();
      await send('subscription.updated', subscriptionData(subscription, { scheduled_change: { action: 'cancel', effective_at: effectiveAt }, next_billed_at: null }));
    },

    async cancelNow(subscription) {
      await send('subscription.canceled', subscriptionData(subscription, { status: 'canceled', canceled_at: now().toISOString(), next_billed_at: null }));
    },

    async refund(purchase: PurchaseRow) {
      await send('adjustment.updated', {
        id: localId('adj'),
        action: 'refund',
        transaction_id: purchase.providerTransactionId,
        status: 'approved',
      });
    },

    previewUpgrade: async (subscription, plan) => prorate(subscription, plan, now()),

    async upgrade(subscription, plan) {
      const quote = prorate(subscription, plan, now());
      const start = now();
      await send('subscription.updated', {
        ...subscriptionData(subscription, {}),
        items: items(plan),
        current_billing_period: { starts_at: start.toISOString(), ends_at: periodEnd(plan, start).toISOString() },
        next_billed_at: periodEnd(plan, start).toISOString(),
      });
      await transaction(plan, quote.amountDueMinor, null, subscription.providerSubscriptionId);
    },
  };
}
