import { describe, expect, it } from 'vitest';
import { baseZoom, clampScroll, clampZoom, easeToward, steppedZoom, wheelZoom } from './camera-math.ts';

describe('camera math', () => {
  it.each([
    [undefined, 4],
    [64, 4],
    [50, 3.125],
  ])('level zoom %s gives base %d', (zoom, base) => {
    expect(baseZoom(zoom)).toBe(base);
  });

  it.each([
    // A 12 x 9 tile map in a 600 x 560 map area: fitted, smaller than 64 px a tile.
    [{ viewWidth: 600, viewHeight: 560, mapWidth: 192, mapHeight: 144 }, (600 - 32) / 192],
    // A small map on a big screen fills it, in a whole step (7 = 112 px a tile) where that fills nearly all (7.17)...
    [{ viewWidth: 1280, viewHeight: 950, mapWidth: 160, mapHeight: 128 }, 7],
    // ...or at the step that still fits (5 = 80 px a tile, where 5.04 would fit).
    [{ viewWidth: 1000, viewHeight: 900, mapWidth: 192, mapHeight: 144 }, 5],
    // A tablet's Game panel (820 x 810) and a 5 x 4 tile map: 9 = 144 px a tile, not a small map in a black area.
    [{ viewWidth: 820, viewHeight: 810, mapWidth: 80, mapHeight: 64 }, 9],
    // Where the whole step would leave too much empty (4.5 -> 4 is 89 %), the map fits exactly.
    [{ viewWidth: 32 + 4.5 * 192, viewHeight: 900, mapWidth: 192, mapHeight: 144 }, 4.5],
    // A tiny map on a very large screen stops at 192 px a tile.
    [{ viewWidth: 2560, viewHeight: 1400, mapWidth: 48, mapHeight: 48 }, 12],
    // Just above the default size it stays at the default.
    [{ viewWidth: 850, viewHeight: 800, mapWidth: 192, mapHeight: 144 }, 4],
    // A phone: the map cannot fit readably, so it opens at the smallest fit size and is followed.
    [{ viewWidth: 390, viewHeight: 560, mapWidth: 240, mapHeight: 160 }, 2],
  ])('fits a level without a zoom of its own into %j at %d', (fit, base) => {
    expect(baseZoom(undefined, fit)).toBeCloseTo(base);
    expect(baseZoom(50, fit)).toBe(3.125);
  });

  it.each([
    [0.1, 4, 1.2],
    [20, 4, 10],
    [5, 4, 5],
  ])('clamps %d around base %d to %d', (zoom, base, expected) => {
    expect(clampZoom(zoom, base)).toBeCloseTo(expected);
  });

  it.each([
    [4, 1, 6],
    [6, 1, 8],
    [8, 1, 8],
    [8, -1, 6],
    [4, -1, 4],
    [5, 1, 6],
    [5, -1, 4],
  ] as const)('steps from %d in direction %d to %d (base 4)', (current, direction, expected) => {
    expect(steppedZoom(current, 4, direction)).toBe(expected);
  });

  it('eases an eighth of the way and snaps at the end', () => {
    expect(easeToward(0, 80)).toBe(10);
    expect(easeToward(79.97, 80)).toBe(80);
  });

  it('zooms in when the wheel turns up and stays in range', () => {
    expect(wheelZoom(4, -100, 4)).toBeGreaterThan(4);
    expect(wheelZoom(4, 100000, 4)).toBeCloseTo(1.2);
  });

  it.each([
    // view 640 px at zoom 4 shows 160 world px; the map is 480 wide
    [-500, 640, 4, 480, -240],
    [0, 640, 4, 480, 0],
    [5000, 640, 4, 480, 80],
    // a map narrower than the view sits in the middle whatever the scroll
    [123, 640, 4, 128, -256],
  ])('clamps scroll %d (view %d, zoom %d, map %d) to %d', (scroll, view, zoom, map, expected) => {
    expect(clampScroll(scroll, view, zoom, map)).toBeCloseTo(expected);
  });
});
