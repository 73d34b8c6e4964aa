// Shared by billing (features/purchase) and the staff area.
import { browserLanguages, dateLocale } from './date-locale.ts';

/**
 * Integer minor units as money for a locale ("$49.00", "49,00 $US"), with the currency's own
 * number of decimals. Never floats on the way in: the division happens only for display.
 */
export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amountMinor / 10 ** digits);
}

/** A date for billing lines, in the reader's locale (their region of `locale`: en-GB, not en-US). */
export function formatDate(iso: string, locale: string, preferred: readonly string[] = browserLanguages()): string {
  return new Intl.DateTimeFormat(dateLocale(locale, preferred), { dateStyle: 'long' }).format(new Date(iso));
}
