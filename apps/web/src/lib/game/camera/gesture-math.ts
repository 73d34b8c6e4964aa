import { TILE } from '../scene-constants.ts';
import { CAMERA } from './camera-settings.ts';

export interface ScreenPoint {
  readonly x: number;
  readonly y: number;
}

export interface Scroll {
  readonly scrollX: number;
  readonly scrollY: number;
}

/** Where a drag began: the pointer on screen and the camera's scroll then. */
export interface DragStart extends ScreenPoint, Scroll {}

/** Where a pinch began: the fingers' distance and middle, and the camera then. */
export interface PinchStart extends Scroll {
  readonly distance: number;
  readonly zoom: number;
  readonly midX: number;
  readonly midY: number;
}

/**
 * The scroll a mouse drag asks for, or null while it is still short enough to be a click (the
 * threshold counts once: a drag that has `moved` pans from its first pixel on).
 */
export function dragScroll(start: DragStart, pointer: ScreenPoint, zoom: number, moved: boolean): Scroll | null {
  const dx = pointer.x - start.x;
  const dy = pointer.y - start.y;
  if (!moved && Math.hypot(dx, dy) < CAMERA.dragThreshold) return null;
  return { scrollX: start.scrollX - dx / zoom, scrollY: start.scrollY - dy / zoom };
}

/** Two fingers down: the distance and middle the rest of the pinch is measured against. */
export function pinchStart(a: ScreenPoint, b: ScreenPoint, camera: Scroll & { readonly zoom: number }): PinchStart {
  return {
    distance: Math.hypot(b.x - a.x, b.y - a.y),
    zoom: camera.zoom,
    midX: (a.x + b.x) / 2,
    midY: (a.y + b.y) / 2,
    scrollX: camera.scrollX,
    scrollY: camera.scrollY,
  };
}

/** The zoom the fingers ask for (before the camera clamps it): it grows as they spread. */
export function pinchZoom(start: PinchStart, a: ScreenPoint, b: ScreenPoint): number {
  return (start.zoom * Math.hypot(b.x - a.x, b.y - a.y)) / Math.max(1, start.distance);
}

/** The scroll that pans with the fingers' middle, at the zoom the camera took. */
export function pinchScroll(start: PinchStart, a: ScreenPoint, b: ScreenPoint, zoom: number): Scroll {
  const midX = (a.x + b.x) / 2;
  const midY = (a.y + b.y) / 2;
  return { scrollX: start.scrollX - (midX - start.midX) / zoom, scrollY: start.scrollY - (midY - start.midY) / zoom };
}

/** The map cell under a world point, or null outside the map. */
export function tileAtWorld(world: ScreenPoint, map: { readonly width: number; readonly height: number }): readonly [number, number] | null {
  const tile = [Math.floor(world.x / TILE), Math.floor(world.y / TILE)] as const;
  if (tile[0] < 0 || tile[1] < 0 || tile[0] * TILE >= map.width || tile[1] * TILE >= map.height) return null;
  return tile;
}
