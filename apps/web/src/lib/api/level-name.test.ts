import { describe, expect, it } from 'vitest';
import { levelName } from './level-name.ts';

const chapters = [
  { level_data: [{ slug: 'intro-level1', name: 'First Hop' }] },
  { level_data: [{ slug: 'loops-level2', name: 'Round and Round' }] },
];

describe('levelName', () => {
  it.each([
    ['intro-level1', 'First Hop'],
    ['loops-level2', 'Round and Round'],
    ['unknown-level', 'unknown-level'],
  ])('names %s as %s', (slug, name) => {
    expect(levelName(chapters, slug)).toBe(name);
  });

  it('falls back to the slug before the course has loaded', () => {
    expect(levelName(undefined, 'intro-level1')).toBe('intro-level1');
  });
});
