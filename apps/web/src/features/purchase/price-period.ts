import { PLANS, type PlanKey } from '@codehop/api';
import type { PurchaseText } from './i18n/use-purchase-text.ts';

/** A price with its period, as every price on the money pages is shown: "$9.99 a month", "$49.00 once". */
export function pricePerPeriod(p: PurchaseText, plan: PlanKey, price: string): string {
  const interval = PLANS[plan].interval;
  return interval === 'month' ? p('perMonth', { price }) : interval === 'year' ? p('perYear', { price }) : p('once', { price });
}
