import { Bitmap, type Rgba } from '../lib/bitmap.ts';
import { drawText } from '../lib/font.ts';
import { ellipse, line, outline, polygon, rect } from '../lib/draw.ts';
import { OUTLINE, P, WHITE, tone } from '../lib/palette.ts';

/**
 * The teaching marks drawn over a guide scene: arrows, turn curves, step numbers, bubbles. They
 * are drawn at the scene's pixel size on their own layer and get the game's 1-px dark outline,
 * so they read as part of the pixel art. No words: the app is translated, pictures are not.
 */
export type Point = readonly [number, number];

const ARROW = tone(P.yellow, 3);
const ARROW_DARK = tone(P.gold, 2);

/** Tile coordinates (centres at .5 steps are allowed) to scene pixels at the tile's centre. */
export function centre([x, y]: Point): Point {
  return [x * 16 + 8, y * 16 + 8];
}

function arrowHead(layer: Bitmap, tip: Point, dx: number, dy: number, color: Rgba): void {
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len;
  const uy = dy / len;
  const back: Point = [tip[0] - ux * 5, tip[1] - uy * 5];
  polygon(layer, [tip, [back[0] - uy * 4, back[1] + ux * 4], [back[0] + uy * 4, back[1] - ux * 4]], color);
}

/** A dotted arrow through scene pixel points: "walk this way". */
export function dottedArrow(layer: Bitmap, points: readonly Point[], color: Rgba = ARROW): void {
  let travelled = 0;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as Point;
    const b = points[i] as Point;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const last = i === points.length - 1;
    const stop = last ? length - 5 : length;
    for (let s = 0; s <= stop; s++) {
      if ((travelled + s) % 5 < 3) {
        const x = a[0] + ((b[0] - a[0]) * s) / length;
        const y = a[1] + ((b[1] - a[1]) * s) / length;
        rect(layer, Math.round(x) - 1, Math.round(y) - 1, 2, 2, color);
      }
    }
    travelled += length;
    if (last) arrowHead(layer, b, b[0] - a[0], b[1] - a[1], color);
  }
}

/** A solid arrow along a gentle arc from a to b (bend: pixels the middle bulges sideways). */
export function arcArrow(layer: Bitmap, a: Point, b: Point, bend: number, color: Rgba = ARROW): void {
  const mx = (a[0] + b[0]) / 2;
  const my = (a[1] + b[1]) / 2;
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  const cx = mx + (-(b[1] - a[1]) / len) * bend;
  const cy = my + ((b[0] - a[0]) / len) * bend;
  const at = (t: number): Point => [
    (1 - t) * (1 - t) * a[0] + 2 * (1 - t) * t * cx + t * t * b[0],
    (1 - t) * (1 - t) * a[1] + 2 * (1 - t) * t * cy + t * t * b[1],
  ];
  const steps = Math.ceil(len * 1.5);
  for (let s = 0; s <= steps * 0.88; s++) {
    const [x, y] = at(s / steps);
    rect(layer, Math.round(x) - 1, Math.round(y) - 1, 2, 2, color);
  }
  const [px, py] = at(0.8);
  arrowHead(layer, b, b[0] - px, b[1] - py, color);
}

/** A three-quarter circle arrow around a point: "turn on the spot", clockwise or not. */
export function turnArrow(layer: Bitmap, c: Point, radius: number, fromAngle: number, toAngle: number, color: Rgba = ARROW): void {
  const steps = 80;
  const at = (t: number): Point => {
    const angle = fromAngle + (toAngle - fromAngle) * t;
    return [c[0] + Math.cos(angle) * radius, c[1] + Math.sin(angle) * radius];
  };
  for (let s = 0; s <= steps * 0.85; s++) {
    const [x, y] = at(s / steps);
    rect(layer, Math.round(x) - 1, Math.round(y) - 1, 2, 2, color);
  }
  const end = at(1);
  const before = at(0.85);
  arrowHead(layer, end, end[0] - before[0], end[1] - before[1], color);
}

/** A round badge with a digit: the order of steps (digits read the same in every language). */
export function numberBadge(layer: Bitmap, c: Point, n: number, fill: Rgba = tone(P.red, 1)): void {
  ellipse(layer, c[0], c[1], 6, 6, fill);
  const text = String(n);
  drawText(layer, text, Math.round(c[0] - (text.length * 4 - 1) / 2), Math.round(c[1] - 2.5), WHITE);
}

/** A four-point star: "done!" or "something happens here". */
export function sparkle(layer: Bitmap, c: Point, size = 4, color: Rgba = tone(P.yellow, 4)): void {
  const [x, y] = [Math.round(c[0]), Math.round(c[1])];
  for (let i = -size; i <= size; i++) {
    layer.set(x + i, y, color);
    layer.set(x, y + i, color);
  }
  rect(layer, x - 1, y - 1, 3, 3, color);
}

/** A plus or an equals sign between two things. */
export function sign(layer: Bitmap, c: Point, kind: '+' | '=' | '-' | 'x', color: Rgba = WHITE): void {
  const [x, y] = [Math.round(c[0]), Math.round(c[1])];
  if (kind === '+') {
    rect(layer, x - 4, y - 1, 9, 3, color);
    rect(layer, x - 1, y - 4, 3, 9, color);
  } else if (kind === '-') {
    rect(layer, x - 4, y - 1, 9, 3, color);
  } else if (kind === '=') {
    rect(layer, x - 4, y - 3, 9, 2, color);
    rect(layer, x - 4, y + 1, 9, 2, color);
  } else {
    for (let i = -3; i <= 3; i++) {
      rect(layer, x + i, y + i, 2, 2, color);
      rect(layer, x + i, y - i, 2, 2, color);
    }
  }
}

/** A tick in a green disc (yes) or a cross in a red disc (no). */
export function verdict(layer: Bitmap, c: Point, yes: boolean): void {
  ellipse(layer, c[0], c[1], 6, 6, yes ? tone(P.green, 2) : tone(P.red, 2));
  const [x, y] = [Math.round(c[0]), Math.round(c[1])];
  if (yes) {
    for (let i = 0; i < 2; i++) {
      line(layer, x - 3, y + i, x - 1, y + 2 + i, WHITE);
      line(layer, x - 1, y + 2 + i, x + 3, y - 2 + i, WHITE);
    }
  } else sign(layer, [x - 0.5, y], 'x');
}

/**
 * A speech, thought or question bubble above a point, with scribbled lines instead of words
 * (the words are the child's code), or a big question mark.
 */
export function bubble(layer: Bitmap, tail: Point, width: number, content: 'lines' | 'question' | 'idea', fill: Rgba = WHITE): void {
  const h = 14;
  const left = Math.round(tail[0] - width / 2);
  const top = Math.round(tail[1] - h - 5);
  rect(layer, left + 1, top, width - 2, h, fill);
  rect(layer, left, top + 1, width, h - 2, fill);
  polygon(layer, [[tail[0] - 3, top + h - 1], [tail[0] + 3, top + h - 1], [tail[0], tail[1]]], fill);
  const ink = tone(P.stone, 1);
  if (content === 'lines') {
    hline3(layer, left + 4, left + width - 5, top + 4, ink);
    hline3(layer, left + 4, left + width - 10, top + 8, ink);
  } else if (content === 'question') {
    drawBig(layer, '?', Math.round(tail[0] - 3), top + 2, tone(P.blue, 1));
  } else {
    sparkle(layer, [tail[0], top + h / 2], 4, tone(P.gold, 2));
  }
}

function hline3(layer: Bitmap, x0: number, x1: number, y: number, color: Rgba): void {
  for (let x = x0; x <= x1; x++) if ((x - x0) % 9 !== 8) rect(layer, x, y, 1, 2, color);
}

/** The 3x5 font doubled: for the one or two symbols that must stand out. */
export function drawBig(layer: Bitmap, text: string, x: number, y: number, color: Rgba): void {
  const small = new Bitmap(text.length * 4, 5);
  drawText(small, text, 0, 0, color);
  layer.blit(small, x, y, { scale: 2 });
}

/** A rounded panel to hold items (a list, a dictionary row, a variable's box). */
export function panel(layer: Bitmap, x: number, y: number, w: number, h: number, fill: Rgba, edge: Rgba): void {
  rect(layer, x + 1, y, w - 2, h, edge);
  rect(layer, x, y + 1, w, h - 2, edge);
  rect(layer, x + 2, y + 1, w - 4, h - 2, fill);
  rect(layer, x + 1, y + 2, w - 2, h - 4, fill);
}

/** Gives a mark layer the game's dark outline, then lays it over the scene. */
export function stamp(scene: Bitmap, layer: Bitmap): void {
  outline(layer, OUTLINE);
  scene.blit(layer, 0, 0);
}

export { ARROW, ARROW_DARK };
