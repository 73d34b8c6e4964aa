import { describe, expect, it } from 'vitest';
import { isPlayPath } from './prestart.ts';

describe('isPlayPath', () => {
  it.each([
    ['/en/play/python/intro-level1', true],
    ['/en/play/python/42/my-level', true],
    ['/de/play', true],
    ['/en/', false],
    ['/en/playground', false],
    ['/play/python/intro-level1', false],
    ['/', false],
  ])('%s -> %s', (path, expected) => {
    expect(isPlayPath(path)).toBe(expected);
  });
});
