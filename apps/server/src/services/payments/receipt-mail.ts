import { PLANS, type PlanKey } from '@codehop/api';
import type { OutgoingMail } from '../mail-outbox.ts';

const PLAN_NAMES: Record<PlanKey, string> = {
  python_course: 'Beginner Python course',
  advanced_python_course: 'Advanced Python course',
  family_monthly: 'Family subscription (monthly)',
  family_yearly: 'Family subscription (yearly)',
  school_small: 'School plan, small (up to 200 students)',
  school_large: 'School plan, large (unlimited students)',
};

/** Money for people: integer minor units formatted for the reader's locale (en when unknown). */
export function formatMoney(amountMinor: number, currency: string, locale: string | null | undefined): string {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale ?? 'en', { style: 'currency', currency });
  } catch {
    format = new Intl.NumberFormat('en', { style: 'currency', currency });
  }
  return format.format(amountMinor / 10 ** digits);
}

/**
 * The receipt queued with the payment itself (same transaction), so a purchase never lacks its
 * receipt and a rolled-back one never sends one. English for now: the mail namespace is being
 * translated, and a receipt's figures (formatted for the reader's locale) carry its meaning.
 */
export function receiptMail(input: {
  to: string;
  language: string | null;
  plan: PlanKey;
  amountMinor: number;
  currency: string;
  units: number;
  reference: string;
  billingUrl: string;
}): OutgoingMail {
  const plan = PLANS[input.plan];
  const lines = [
    'Thank you for your purchase!',
    '',
    `${PLAN_NAMES[input.plan]}${input.units > 1 ? ` x ${input.units}` : ''}`,
    `Paid: ${formatMoney(input.amountMinor, input.currency, input.language)}`,
    `Reference: ${input.reference}`,
    '',
    plan.kind === 'course'
      ? 'Choose which child gets the course on your billing page:'
      : 'Every course is now open. Your subscription and next payment are on your billing page:',
    input.billingUrl,
    '',
    'Permanent purchases can be refunded within 30 days (not after the course is completed or a certificate is issued).',
    '',
    'The Codehop team',
  ];
  return { to: input.to, subject: `Your Codehop receipt: ${PLAN_NAMES[input.plan]}`, text: lines.join('\n') };
}
