import { describe, expect, it } from 'vitest';
import { earlyPlayReads, isPlayPath } from './prestart.ts';

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

describe('earlyPlayReads', () => {
  it('asks for who is signed in, the level and the course, as the app will', () => {
    expect(earlyPlayReads('/en/play/python/intro-level1')).toEqual([
      '/api/auth/whoami',
      '/api/level/data/python/intro-level1',
      '/api/level/course/python',
    ]);
    expect(earlyPlayReads('/de/play/python/intro-level2/')).toEqual([
      '/api/auth/whoami',
      '/api/level/data/python/intro-level2?lng=de',
      '/api/level/course/python?lng=de',
    ]);
  });

  it("reads a creator's level with its creator and no course", () => {
    expect(earlyPlayReads('/en/play/creative/42/my-level')).toEqual(['/api/auth/whoami', '/api/level/data/creative/my-level?user_id=42']);
  });

  it('asks only for who is signed in on a bare play link', () => {
    expect(earlyPlayReads('/en/play')).toEqual(['/api/auth/whoami']);
  });
});
