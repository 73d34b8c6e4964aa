import { describe, it, expect } from 'vitest';
import { closestLanguage, localePath, localeRedirect, switchLocalePath } from './locale-path.ts';

describe('localeRedirect', () => {
  it.each([
    ['/', '', '/en/'],
    ['/', '?utm_source=school', '/en/?utm_source=school'],
    ['/', '?email_verified=True', '/en/?email_verified=True'],
    ['/xx/', '', '/en/'],
    ['/xx', '', '/en/'],
    ['/xx/tos', '?a=1&b=2', '/en/tos?a=1&b=2'],
    [
      '/xx/play/python/intro-level1',
      '?utm_source=ad',
      '/en/play/python/intro-level1?utm_source=ad',
    ],
    ['/EN/privacy', '', '/en/privacy'],
    ['/pt-BR/courses', '', '/pt/courses'],
    ['/zz-ZZ/courses', '', '/en/courses'],
    ['/tos', '', '/en/tos'],
    ['/courses', '?utm_source=mail', '/en/courses?utm_source=mail'],
    ['/some/deep/unknown', '', '/en/some/deep/unknown'],
  ])('%s%s goes to %s', (pathname, search, expected) => {
    expect(localeRedirect(pathname, search)).toBe(expected);
  });

  it.each(['/en/', '/en', '/fr/tos', '/vi/play/python/intro-level1', '/he/unknown/page'])(
    '%s stays',
    (pathname) => {
      expect(localeRedirect(pathname, '?x=1')).toBeNull();
    },
  );

  it('keeps the hash', () => {
    expect(localeRedirect('/xx/guide/loops', '?q=1', '#while')).toBe('/en/guide/loops?q=1#while');
  });
});

describe('closestLanguage', () => {
  it.each([
    ['fr', 'fr'],
    ['FR', 'fr'],
    ['zh-Hant', 'zh'],
    ['no_NB', 'no'],
    ['xx', 'en'],
    ['', 'en'],
  ])('%s -> %s', (tag, expected) => {
    expect(closestLanguage(tag)).toBe(expected);
  });
});

describe('switchLocalePath', () => {
  it.each([
    ['/en/', 'fr', '', '/fr/'],
    ['/en', 'fr', '', '/fr/'],
    ['/en/tos', 'de', '?utm_source=x', '/de/tos?utm_source=x'],
    ['/es/play/python/intro-level1', 'ja', '?a=1', '/ja/play/python/intro-level1?a=1'],
  ])('%s to %s%s', (pathname, language, search, expected) => {
    expect(switchLocalePath(pathname, language, search)).toBe(expected);
  });
});

describe('localePath', () => {
  it.each([
    ['en', '', '/en/'],
    ['en', 'tos', '/en/tos'],
    ['fr', '/play/python/intro-level1', '/fr/play/python/intro-level1'],
  ])('%s + %s', (language, path, expected) => {
    expect(localePath(language, path)).toBe(expected);
  });
});
