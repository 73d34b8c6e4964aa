import { describe, expect, it } from 'vitest';
import { authPagePath, googleAuthorizeUrl, isAuthPath, returnPathFor } from './auth-links.ts';

describe('auth links', () => {
  it.each([
    [
      'login',
      '/en/play/python/intro-level2',
      'login?redirect=%2Fen%2Fplay%2Fpython%2Fintro-level2',
    ],
    ['signup', '/en/tos?x=1', 'signup?redirect=%2Fen%2Ftos%3Fx%3D1'],
    ['login', '/en/login?redirect=%2Fen%2F', 'login'],
    ['signup', '/de/reset-password', 'signup'],
    ['login', null, 'login'],
  ] as const)('%s back to %s', (page, returnTo, expected) => {
    expect(authPagePath(page, returnTo)).toBe(expected);
  });

  it.each([
    ['/en/login', true],
    ['/en/login-org/acme', true],
    ['/en/Forgot-Password', true],
    ['/en/profile', false],
    ['/en/', false],
  ])('%s is an auth page: %s', (path, expected) => {
    expect(isAuthPath(path)).toBe(expected);
  });

  it.each([
    ['/en/play/python/intro-level3', '?x=1', '/en/play/python/intro-level3?x=1'],
    ['/en/login', '?redirect=%2Fen%2Fplay%2Fpython%2Fintro-level3', '/en/play/python/intro-level3'],
    ['/en/login', '?redirect=%2Fen%2Flogin%3Fredirect%3D%252Fen%252F', null],
    ['/en/signup', '?redirect=%2F%2Fevil.example', null],
    ['/en/login', '', null],
  ])('links from %s%s come back to %s, never to a login form', (pathname, search, expected) => {
    expect(returnPathFor(pathname, search)).toBe(expected);
    if (expected !== null) expect(authPagePath('login', expected)).not.toMatch(/redirect=%2Fen%2Flogin/);
  });

  it('starts Google sign-in with the redirect and the locale', () => {
    expect(googleAuthorizeUrl('/en/play/python/intro-level1', 'en')).toBe(
      '/api/auth/google/authorize?locale=en&redirect=%2Fen%2Fplay%2Fpython%2Fintro-level1',
    );
    expect(googleAuthorizeUrl(null, 'fr')).toBe('/api/auth/google/authorize?locale=fr');
  });
});
