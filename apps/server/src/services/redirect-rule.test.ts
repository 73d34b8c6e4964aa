import { describe, expect, it } from 'vitest';
import { checkRedirect, redirectAfterGoogle, redirectAfterLogin } from './redirect-rule.ts';

describe('the redirect rule', () => {
  it.each([
    '//evil.example',
    '//evil.example/en/',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /en/',
    'https://evil.example/',
    'http:/evil.example',
    'javascript:alert(1)',
    'evil.example',
    'en/play/python/intro-level1',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/login',
    '/LOGIN',
    '/en/login',
    '/fr/signup/',
    '/signup?token=abc',
    '/reset-password?token=x',
    '/forgot-password',
    '/login-org',
    '/login-org/my-school',
    '/en/login-org/my-school',
    '/en/./login',
    '/x/../login',
    '/%6Cogin',
    '/en/%6cogin/x',
    '/%E0%A4%A',
    '',
  ])('refuses %j', (raw) => {
    expect(checkRedirect(raw, 'en').ok).toBe(false);
  });

  it.each([
    ['/en/play/python/intro-level3', '/en/play/python/intro-level3'],
    ['/play/python/intro-level3?x=1#top', '/play/python/intro-level3?x=1#top'],
    ['/en/profile/students', '/en/profile/students'],
    ['/en/loginx', '/en/loginx'],
    ['/en/logins/x', '/en/logins/x'],
    ['/', '/fr/'],
    ['/?utm_source=mail', '/fr/?utm_source=mail'],
  ])('honours %j as %j', (raw, expected) => {
    expect(checkRedirect(raw, 'fr')).toEqual({ ok: true, path: expected });
  });

  it('after login: the valid redirect, else the last played level, else home', () => {
    const lastPlayed = { course_id: 'python', level_slug: 'intro-level2' };
    expect(redirectAfterLogin('/en/courses', 'en', lastPlayed)).toBe('/en/courses');
    const logged: string[] = [];
    expect(redirectAfterLogin('//evil.example', 'de', lastPlayed, (reason) => logged.push(reason))).toBe(
      '/de/play/python/intro-level2',
    );
    expect(logged).toEqual(['protocol-relative']);
    expect(redirectAfterLogin(undefined, 'xx', null)).toBe('/en/');
  });

  it('Google sign-in falls back to the root', () => {
    expect(redirectAfterGoogle('/en/login', 'en')).toBe('/');
    expect(redirectAfterGoogle('/en/play/python/intro-level1', 'en')).toBe('/en/play/python/intro-level1');
  });
});
