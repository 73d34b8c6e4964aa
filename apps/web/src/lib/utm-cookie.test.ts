import { describe, it, expect } from 'vitest';
import { readUtmSource, utmCookie, UTM_COOKIE_MAX_AGE_SECONDS } from './utm-cookie.ts';

describe('utmCookie', () => {
  it('keeps utm_source for 30 days on the whole site', () => {
    expect(utmCookie('?utm_source=newsletter', false)).toBe(
      'utm_source=newsletter; Max-Age=2592000; Path=/; SameSite=Lax',
    );
    expect(UTM_COOKIE_MAX_AGE_SECONDS).toBe(30 * 86400);
  });

  it('marks the cookie Secure over https', () => {
    expect(utmCookie('?utm_source=ad', true)).toMatch(/; Secure$/);
  });

  it('encodes the value so it cannot add cookie attributes', () => {
    const cookie = utmCookie('?utm_source=' + encodeURIComponent('x; Domain=evil.com'), false);
    expect(cookie).toBe(
      'utm_source=x%3B%20Domain%3Devil.com; Max-Age=2592000; Path=/; SameSite=Lax',
    );
  });

  it.each([
    [''],
    ['?utm_medium=email'],
    ['?utm_source='],
    ['?utm_source=%20%20'],
    ['?utm_source=' + 'a'.repeat(201)],
  ])('writes nothing for %s', (search) => {
    expect(utmCookie(search, false)).toBeNull();
  });

  it('accepts URLSearchParams', () => {
    expect(utmCookie(new URLSearchParams({ utm_source: 'school' }), false)).toMatch(
      /^utm_source=school;/,
    );
  });
});

describe('readUtmSource', () => {
  it.each([
    ['utm_source=newsletter', 'newsletter'],
    ['a=1; utm_source=x%3B%20y; b=2', 'x; y'],
    ['a=1', null],
    ['', null],
    ['utm_source=%E0%A4%A', null],
  ])('%s -> %s', (header, expected) => {
    expect(readUtmSource(header)).toBe(expected);
  });

  it('reads back what utmCookie wrote', () => {
    const cookie = utmCookie('?utm_source=summer%20camp', false) ?? '';
    expect(readUtmSource(cookie.split(';')[0] ?? '')).toBe('summer camp');
  });
});
