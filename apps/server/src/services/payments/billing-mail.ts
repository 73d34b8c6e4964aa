import { PLANS, type PlanKey } from '@codehop/api';
import { mailLocale, mailText, type MailT } from '../../mail-i18n/mail-text.ts';
import type { OutgoingMail } from '../mail-outbox.ts';

// Receipts, refunds and cancellations: plain text in the account's language, with the figures
// (money, dates) formatted for that language too.

/** Money for people: integer minor units formatted for the reader's locale (en when unknown). */
export function formatMoney(amountMinor: number, currency: string, locale: string | null | undefined): string {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return numberFormat(locale, { style: 'currency', currency }).format(amountMinor / 10 ** digits);
}

function numberFormat(locale: string | null | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale ?? 'en', options);
  } catch {
    return new Intl.NumberFormat('en', options);
  }
}

/** A day as the reader writes it (the time of day does not matter to a parent here). */
export function formatDay(date: Date, locale: string | null | undefined): string {
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' };
  try {
    return new Intl.DateTimeFormat(locale ?? 'en', options).format(date);
  } catch {
    return new Intl.DateTimeFormat('en', options).format(date);
  }
}

export interface Reader {
  to: string;
  language: string | null;
}

/** The billing page in the reader's language. */
export function billingLink(publicBase: string, language: string | null): string {
  return `${publicBase}/${mailLocale(language)}/profile/billing`;
}

function mail(reader: Reader, t: MailT, subject: string, lines: readonly string[]): OutgoingMail {
  return { to: reader.to, subject, text: `${lines.join('\n')}\n\n${t('signoff')}\n` };
}

/** The price with its period: "$9.99 a month", "$49.00 once". */
function priceLine(t: MailT, plan: PlanKey, amount: string): string {
  const interval = PLANS[plan].interval;
  return t(interval === 'month' ? 'billing.perMonth' : interval === 'year' ? 'billing.perYear' : 'billing.once', { price: amount });
}

/**
 * The receipt queued with the payment itself (same transaction), so a purchase never lacks its
 * receipt and a rolled-back one never sends one. A subscription's receipt says that it renews.
 */
export function receiptMail(
  reader: Reader,
  input: { plan: PlanKey; amountMinor: number; currency: string; units: number; reference: string; billingUrl: string; nextPaymentAt: Date | null },
): OutgoingMail {
  const t = mailText(reader.language);
  const name = t(`billing.plans.${input.plan}`);
  const amount = formatMoney(input.amountMinor, input.currency, reader.language);
  const course = PLANS[input.plan].kind === 'course';
  const renewal = PLANS[input.plan].interval;
  const lines = [
    t('billing.receipt.thanks'),
    '',
    input.units > 1 ? t('billing.receipt.units', { plan: name, units: input.units }) : name,
    t('billing.receipt.paid', { amount }),
    t('billing.reference', { reference: input.reference }),
    '',
  ];
  if (renewal !== null) {
    lines.push(t('billing.receipt.renews', { price: priceLine(t, input.plan, formatMoney(PLANS[input.plan].amountMinor, PLANS[input.plan].currency, reader.language)) }));
    if (input.nextPaymentAt) lines.push(t('billing.receipt.nextPayment', { date: formatDay(input.nextPaymentAt, reader.language) }));
    lines.push('');
  }
  lines.push(t(course ? 'billing.receipt.courseNext' : 'billing.receipt.subscriptionNext'), input.billingUrl, '', t(course ? 'billing.receipt.coursePolicy' : 'billing.receipt.subscriptionPolicy'));
  return mail(reader, t, t('billing.receipt.subject', { plan: name }), lines);
}

/** The refund, sent when the provider's approved refund arrives: what came back and what closes. */
export function refundMail(
  reader: Reader,
  input: { plan: PlanKey; amountMinor: number; currency: string; reference: string; billingUrl: string },
): OutgoingMail {
  const t = mailText(reader.language);
  const name = t(`billing.plans.${input.plan}`);
  const lines = [
    t('billing.refund.done', { amount: formatMoney(input.amountMinor, input.currency, reader.language), plan: name }),
    t('billing.reference', { reference: input.reference }),
    '',
    t(PLANS[input.plan].kind === 'course' ? 'billing.refund.courseClosed' : 'billing.refund.subscriptionClosed'),
    t('billing.refund.progressKept'),
    t('billing.refund.money'),
    '',
    t('billing.seeBilling'),
    input.billingUrl,
  ];
  return mail(reader, t, t('billing.refund.subject', { plan: name }), lines);
}

/**
 * The cancellation, sent once when a subscription stops renewing: at the end of the paid period
 * (courses stay open until then) or at once (a refund ends it the same day).
 */
export function cancellationMail(reader: Reader, input: { plan: PlanKey; endsAt: Date | null; billingUrl: string }): OutgoingMail {
  const t = mailText(reader.language);
  const name = t(`billing.plans.${input.plan}`);
  const lines = [
    input.endsAt ? t('billing.cancel.untilDate', { plan: name, date: formatDay(input.endsAt, reader.language) }) : t('billing.cancel.endedNow', { plan: name }),
    t('billing.cancel.noMorePayments'),
    t('billing.refund.progressKept'),
    '',
    t('billing.cancel.comeBack'),
    input.billingUrl,
  ];
  return mail(reader, t, t('billing.cancel.subject', { plan: name }), lines);
}
