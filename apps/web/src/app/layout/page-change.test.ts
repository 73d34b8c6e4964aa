import { describe, expect, it } from 'vitest';
import { isAnotherPage } from './page-change.ts';

describe('isAnotherPage', () => {
  it.each([
    ['/en/', '/en/play/python/intro-level1', true],
    ['/en/play/python/intro-level1', '/en/play/python/intro-level2', true],
    ['/en/play/python/intro-level1', '/ar/play/python/intro-level1', false],
    ['/en/', '/de', false],
    ['/en/courses', '/en/courses/', false],
  ])('%s to %s: %s', (previous, next, expected) => {
    expect(isAnotherPage(previous, next)).toBe(expected);
  });
});
