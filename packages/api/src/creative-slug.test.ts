import { describe, expect, it } from 'vitest';
import {
  CREATIVE_SLUG_MAX,
  creativeSlug,
  creativeSlugBase,
  creativeSlugSuffix,
} from './creative-slug.ts';

describe('the creative slug rule', () => {
  it.each([
    ['My First Level', 'my-first-level'],
    ['  Zoë’s  "Farm" ', 'zoes-farm'],
    ['a.b/c_d--e', 'a-b-c-d-e'],
    ['Straße', 'strasse'],
    ['Привет мир', 'privet-mir'],
    ['ab', 'level-ab'],
    ['!!', ''],
    ['日本語', ''],
    ['x'.repeat(49) + ' yz', 'x'.repeat(49)],
  ])('turns %j into %j', (name, base) => {
    expect(creativeSlugBase(name)).toBe(base);
  });

  it('appends a 10-character suffix of lowercase letters and digits, and never passes 61 characters', () => {
    const suffix = creativeSlugSuffix(
      [0, 1, 25, 26, 35, 36, 200, 255],
      new Date(1_700_000_000_000),
    );
    expect(suffix).toMatch(/^[a-z0-9]{10}$/);
    expect(suffix.slice(0, 8)).toBe('abz09aud');
    const slug = creativeSlug('A'.repeat(80), suffix);
    expect(slug.length).toBe(CREATIVE_SLUG_MAX);
    expect(creativeSlug('?!', suffix)).toBe(`level-${suffix}`);
  });
});
