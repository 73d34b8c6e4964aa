import { describe, expect, it } from 'vitest';
import { depthAt, itemDepthOffset, LAYER_DEPTHS } from './depth.ts';

describe('depth offsets (gameplay §9)', () => {
  it.each([
    ['bridge_horizontal', 2],
    ['carrot', 7],
    ['gate', 7],
    ['door', 7],
    ['oven', 7],
    ['flag_red', 9],
    ['chest', 10],
    ['water_bottle', 10],
  ])('%s sits at %d', (type, offset) => {
    expect(itemDepthOffset(type)).toBe(offset);
  });

  it('keeps items between the middle and top layers and sorts by row', () => {
    const low = depthAt(9, 15);
    expect(low).toBeGreaterThan(LAYER_DEPTHS.middle_layer ?? 0);
    expect(low).toBeLessThan(LAYER_DEPTHS.top_layer ?? 0);
    expect(depthAt(7, 3)).toBeLessThan(depthAt(7, 4));
    expect(depthAt(7, 15)).toBeLessThan(depthAt(9, 0));
  });
});
