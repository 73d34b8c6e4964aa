import { describe, expect, it } from 'vitest';
import { dragScroll, pinchScroll, pinchStart, pinchZoom, tileAtWorld } from './gesture-math.ts';

describe('gesture math', () => {
  const start = { x: 100, y: 100, scrollX: 40, scrollY: 20 };

  it('leaves a short mouse movement to the click', () => {
    expect(dragScroll(start, { x: 103, y: 104 }, 4, false)).toBeNull();
  });

  it('pans against the drag, in world units at the zoom', () => {
    expect(dragScroll(start, { x: 120, y: 80 }, 4, false)).toEqual({ scrollX: 35, scrollY: 25 });
    // Once moving, even a pixel pans.
    expect(dragScroll(start, { x: 101, y: 100 }, 4, true)).toEqual({ scrollX: 39.75, scrollY: 20 });
  });

  it('zooms with the spread of two fingers and pans with their middle', () => {
    const pinch = pinchStart({ x: 0, y: 0 }, { x: 100, y: 0 }, { zoom: 2, scrollX: 10, scrollY: 10 });
    expect(pinch).toMatchObject({ distance: 100, midX: 50, midY: 0 });
    expect(pinchZoom(pinch, { x: 0, y: 0 }, { x: 200, y: 0 })).toBe(4);
    expect(pinchScroll(pinch, { x: 20, y: 40 }, { x: 120, y: 40 }, 4)).toEqual({ scrollX: 5, scrollY: 0 });
  });

  it('does not divide by a zero distance', () => {
    const pinch = pinchStart({ x: 5, y: 5 }, { x: 5, y: 5 }, { zoom: 2, scrollX: 0, scrollY: 0 });
    expect(pinchZoom(pinch, { x: 0, y: 0 }, { x: 3, y: 4 })).toBe(10);
  });

  it('names the cell under a world point, and nothing off the map', () => {
    const map = { width: 64, height: 32 };
    expect(tileAtWorld({ x: 17, y: 31.9 }, map)).toEqual([1, 1]);
    expect(tileAtWorld({ x: -1, y: 5 }, map)).toBeNull();
    expect(tileAtWorld({ x: 64, y: 5 }, map)).toBeNull();
    expect(tileAtWorld({ x: 5, y: 32 }, map)).toBeNull();
  });
});
