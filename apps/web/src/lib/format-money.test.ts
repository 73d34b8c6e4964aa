import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money.ts';

describe('formatMoney', () => {
  it('formats integer minor units for the locale', () => {
    expect(formatMoney(4900, 'USD', 'en')).toBe('$49.00');
    expect(formatMoney(999, 'USD', 'de')).toMatch(/^9,99\s\$$/);
    expect(formatMoney(500, 'JPY', 'en')).toBe('¥500');
  });
});
