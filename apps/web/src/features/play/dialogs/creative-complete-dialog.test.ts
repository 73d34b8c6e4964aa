import { describe, expect, it } from 'vitest';
import { creativeTitleFontSize } from '../model/timing.ts';

// The rule the creative complete dialog sizes the level name by (spec/gameplay.md §4).
describe('the creative complete dialog’s level name size', () => {
  it.each([
    ['Pond', 27.2],
    ['Carrot Hunt', 25.8],
    ['x'.repeat(79), 12.2],
    ['x'.repeat(80), 12],
    ['x'.repeat(81), 12],
    // A character is what the child sees: an emoji counts once, not as two UTF-16 halves.
    ['🥕🥕', 27.6],
  ])('%j is shown at %d px', (name, size) => {
    expect(creativeTitleFontSize(name)).toBeCloseTo(size, 5);
  });
});
