import { TILE } from '../scene-constants.ts';
import { CAMERA, CAMERA_FOLLOW_SPEED } from './camera-settings.ts';

/**
 * A level's `zoom` is screen pixels per tile (64 by default), so the Phaser zoom that shows a
 * 16 px tile at that size is zoom / 16. Every other zoom is a factor of that base.
 */
export function baseZoom(
  levelZoom: number | undefined,
  fit?: { viewWidth: number; viewHeight: number; mapWidth: number; mapHeight: number },
): number {
  if (levelZoom !== undefined || !fit) return (levelZoom ?? CAMERA.defaultZoom) / TILE;
  // Fit the whole map inside the view, clear of the overlays, no smaller than the smallest readable
  // size (a map too big for that is followed by the camera instead). A small map fills a big view
  // (a tablet's Game panel showed it small in a large black area), keeping its shape; the zoom
  // rounds down to a whole step, so every map pixel covers the same number of screen pixels, where
  // that still fills nearly all of the view.
  const across = (fit.viewWidth - 2 * CAMERA.fitMargin.x) / fit.mapWidth;
  const down = (fit.viewHeight - 2 * CAMERA.fitMargin.y) / fit.mapHeight;
  const fitted = Math.min(across, down, CAMERA.largestFitZoom / TILE);
  const standard = CAMERA.defaultZoom / TILE;
  if (fitted > standard) {
    const whole = Math.floor(fitted);
    return whole / fitted >= CAMERA.wholeStepFill ? whole : fitted;
  }
  return Math.max(CAMERA.smallestFitZoom / TILE, fitted);
}

/** Keeps a zoom inside 0.3 to 2.5 times the level's base (gameplay §9). */
export function clampZoom(zoom: number, base: number): number {
  return Math.min(base * CAMERA.maxFactor, Math.max(base * CAMERA.minFactor, zoom));
}

/** PageUp / PageDown: the next of the three steps (1x, 1.5x, 2x) from the current zoom. */
export function steppedZoom(current: number, base: number, direction: 1 | -1): number {
  const steps = CAMERA.zoomSteps.map((step) => step * base);
  if (direction > 0) return steps.find((zoom) => zoom > current + 1e-6) ?? steps[steps.length - 1] ?? base;
  const lower = [...steps].reverse().find((zoom) => zoom < current - 1e-6);
  return lower ?? steps[0] ?? base;
}

/** One frame of following: the camera covers `speed` of the way left, and snaps when nearly there. */
export function easeToward(current: number, target: number, speed: number = CAMERA_FOLLOW_SPEED): number {
  const next = current + (target - current) * speed;
  return Math.abs(target - next) < 0.05 ? target : next;
}

/** The zoom after a wheel turn: smooth, and proportional to how far the wheel went. */
export function wheelZoom(current: number, deltaY: number, base: number): number {
  return clampZoom(current * Math.pow(1.0015, -deltaY), base);
}

/**
 * The scroll that keeps the view on the map: along an axis where the map is larger than the
 * view, the view stays inside it; where it is smaller, the map sits in the middle. Phaser zooms
 * around the camera's centre, so the view's centre is scroll + size / 2.
 */
export function clampScroll(scroll: number, viewSize: number, zoom: number, mapSize: number): number {
  const visible = viewSize / zoom;
  const centre = scroll + viewSize / 2;
  const clamped = mapSize <= visible ? mapSize / 2 : Math.min(mapSize - visible / 2, Math.max(visible / 2, centre));
  return clamped - viewSize / 2;
}
