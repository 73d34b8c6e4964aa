import type { CheckoutSession, PlanKey } from '@codehop/api';
import type { purchases, subscriptions } from '../../db/schema.ts';

export type PurchaseRow = typeof purchases.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export interface UpgradeQuote {
  amountDueMinor: number;
  currency: string;
  nextPaymentAt: Date | null;
}

/**
 * Who takes the money (DESIGN.md "Payments: a provider interface"). Every change of access comes
 * back as a signed event through the one webhook handler, from Paddle or from the local provider
 * alike; the provider only starts things (a checkout, a cancellation, a refund, an upgrade).
 */
export interface PaymentProvider {
  readonly name: 'local' | 'paddle';
  /** The secret webhook signatures are checked against (Paddle's, or the local provider's own). */
  readonly webhookSecret: string;
  priceIdOf(plan: PlanKey): string;
  /** The plan of a paid price, or undefined for a price that is not in the price list. */
  planOfPriceId(priceId: string): PlanKey | undefined;
  /** What Paddle.js needs to open its overlay; null for the local test checkout page. */
  checkoutDetails(input: { checkoutId: string; plan: PlanKey; email: string }): CheckoutSession['paddle'];
  cancelAtPeriodEnd(subscription: SubscriptionRow): Promise<void>;
  cancelNow(subscription: SubscriptionRow): Promise<void>;
  refund(purchase: PurchaseRow, reason: string): Promise<void>;
  previewUpgrade(subscription: SubscriptionRow, plan: PlanKey): Promise<UpgradeQuote>;
  upgrade(subscription: SubscriptionRow, plan: PlanKey): Promise<void>;
}

/** A payment the provider refused to start (Paddle said no): answered 502 with the reason. */
export class ProviderError extends Error {}
