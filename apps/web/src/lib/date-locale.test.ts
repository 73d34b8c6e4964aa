import { expect, it } from 'vitest';
import { dateLocale } from './date-locale.ts';
import { formatDate } from './format-money.ts';

// Issue 41: US dates on a UK school's pages.
it("takes the reader's region of the page's language", () => {
  expect(dateLocale('en', ['en-GB', 'en'])).toBe('en-GB');
  expect(dateLocale('en', ['fr-FR', 'en-AU'])).toBe('en-AU');
  expect(new Intl.DateTimeFormat(dateLocale('en', ['en-GB']), { timeZone: 'UTC' }).format(new Date('2026-03-04T12:00:00Z'))).toBe('04/03/2026');
});

it("keeps the page's language when the reader prefers no region of it", () => {
  expect(dateLocale('en', ['de-DE', 'en'])).toBe('en');
  expect(dateLocale('fr', [])).toBe('fr');
});

it('formats billing dates in that locale', () => {
  expect(formatDate('2026-03-04T12:00:00Z', 'en', ['en-GB'])).toBe('4 March 2026');
  expect(formatDate('2026-03-04T12:00:00Z', 'en', ['en-US'])).toBe('March 4, 2026');
});
