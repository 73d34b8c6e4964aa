import { Environment, Paddle } from '@paddle/paddle-node-sdk';
import { PLAN_KEYS, PLANS, type PlanKey } from '@codehop/api';
import type { PaymentProvider } from './provider.ts';
import { ProviderError } from './provider.ts';

export interface PaddleOptions {
  apiKey: string;
  webhookSecret: string;
  clientToken: string;
  environment: 'sandbox' | 'production';
}

/** Paddle's API errors become ProviderError (502 to the caller), with Paddle's own message logged. */
async function call<T>(what: string, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    throw new ProviderError(`Paddle refused to ${what}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Paddle Billing. The browser opens Paddle's overlay with the price id and our checkout id as
 * custom_data; access changes only when Paddle's signed webhooks arrive. Cancellations, refunds
 * (adjustments) and upgrades are asked of Paddle's API and come back as webhooks too.
 */
export function createPaddleProvider(options: PaddleOptions): PaymentProvider {
  const paddle = new Paddle(options.apiKey, {
    environment: options.environment === 'production' ? Environment.production : Environment.sandbox,
  });
  const priceIdOf = (plan: PlanKey) => PLANS[plan].paddlePriceIds[options.environment];
  return {
    name: 'paddle',
    webhookSecret: options.webhookSecret,
    priceIdOf,
    planOfPriceId: (priceId) => PLAN_KEYS.find((key) => priceIdOf(key) === priceId),
    checkoutDetails: ({ checkoutId, plan, email }) => ({
      client_token: options.clientToken,
      environment: options.environment,
      price_id: priceIdOf(plan),
      customer_email: email,
      custom_data: { checkout_id: checkoutId },
    }),
    async cancelAtPeriodEnd(subscription) {
      await call('cancel the subscription', () =>
        paddle.subscriptions.cancel(subscription.providerSubscriptionId, { effectiveFrom: 'next_billing_period' }),
      );
    },
    async cancelNow(subscription) {
      await call('cancel the subscription', () =>
        paddle.subscriptions.cancel(subscription.providerSubscriptionId, { effectiveFrom: 'immediately' }),
      );
    },
    async refund(purchase, reason) {
      // One course of a several-course transaction is a partial refund of its line item.
      const transaction = await call('find the transaction', () => paddle.transactions.get(purchase.providerTransactionId));
      const lineItem = transaction.details?.lineItems[0];
      const units = transaction.items.reduce((sum, item) => sum + item.quantity, 0);
      await call('refund', () =>
        units > 1 && lineItem
          ? paddle.adjustments.create({
              action: 'refund',
              type: 'partial',
              transactionId: purchase.providerTransactionId,
              reason,
              items: [{ itemId: lineItem.id, type: 'partial', amount: String(purchase.amountMinor) }],
            })
          : paddle.adjustments.create({ action: 'refund', type: 'full', transactionId: purchase.providerTransactionId, reason }),
      );
    },
    async previewUpgrade(subscription, plan) {
      const preview = await call('preview the upgrade', () =>
        paddle.subscriptions.previewUpdate(subscription.providerSubscriptionId, {
          items: [{ priceId: priceIdOf(plan), quantity: 1 }],
          prorationBillingMode: 'prorated_immediately',
        }),
      );
      const due = preview.immediateTransaction?.details.totals.total ?? '0';
      return {
        amountDueMinor: Number.parseInt(due, 10),
        currency: preview.currencyCode,
        nextPaymentAt: preview.nextBilledAt ? new Date(preview.nextBilledAt) : null,
      };
    },
    async upgrade(subscription, plan) {
      await call('upgrade the subscription', () =>
        paddle.subscriptions.update(subscription.providerSubscriptionId, {
          items: [{ priceId: priceIdOf(plan), quantity: 1 }],
          prorationBillingMode: 'prorated_immediately',
        }),
      );
    },
  };
}
