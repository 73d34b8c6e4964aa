import { PLANS, type PlanKey } from '@codehop/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { checkouts, users } from '../../db/schema.ts';
import type { Clock } from '../../services/clock.ts';
import type { PaymentProvider } from '../../services/payments/provider.ts';
import { PaymentRefusal } from '../record-payment-refusal.ts';

/** What applying one verified event needs: its transaction, the provider (price ids), the site's address for mails. */
export interface EventContext {
  tx: Db;
  provider: PaymentProvider;
  clock: Clock;
  /** The public address without a trailing slash; mails link to the billing page in the reader's language. */
  publicBase: string;
}

/** The mail address and language of an account, for its billing mails. */
export async function readerOf(tx: Db, userId: number | null): Promise<{ to: string; language: string | null } | undefined> {
  if (userId === null) return undefined;
  const [row] = await tx.select({ to: users.email, language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** The plan of each paid item; an unknown price or a quantity below one refuses the whole event. */
export function plansOf(
  provider: PaymentProvider,
  items: readonly { price: { id: string }; quantity: number }[],
): { plan: PlanKey; quantity: number }[] {
  return items.map((item) => {
    const plan = provider.planOfPriceId(item.price.id);
    if (!plan) throw new PaymentRefusal('unknown_price', `Unknown price ${item.price.id}`);
    if (!Number.isSafeInteger(item.quantity) || item.quantity < 1) {
      throw new PaymentRefusal('bad_quantity', `Quantity must be a positive whole number, not ${item.quantity}`);
    }
    if (PLANS[plan].kind !== 'course' && item.quantity !== 1) {
      throw new PaymentRefusal('bad_quantity', 'A subscription is bought one at a time');
    }
    return { plan, quantity: item.quantity };
  });
}

/** The checkout our server opened, named by the event's custom_data (the only buyer we trust). */
export async function checkoutOf(tx: Db, customData: { checkout_id?: string | undefined } | null | undefined) {
  const id = customData?.checkout_id;
  if (!id) return undefined;
  const [row] = await tx.select().from(checkouts).where(eq(checkouts.id, id)).limit(1);
  return row;
}
