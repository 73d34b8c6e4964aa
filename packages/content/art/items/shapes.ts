import type { Bitmap } from '../lib/bitmap.ts';
import { ellipse, line, orb, polygon, rect } from '../lib/draw.ts';
import { P, WHITE, tone, type Ramp } from '../lib/palette.ts';

/** Small shared shapes for item painters: leaves, stems, glass bottles, sacks, packets. */
export type Painter = (b: Bitmap) => void;

export function leaf(b: Bitmap, x: number, y: number, flip = false): void {
  const d = flip ? -1 : 1;
  b.set(x, y, P.green[2] ?? 0);
  b.set(x + d, y, P.green[3] ?? 0);
  b.set(x + d, y - 1, P.green[2] ?? 0);
  b.set(x + 2 * d, y - 1, P.green[3] ?? 0);
}

export function stem(b: Bitmap, x: number, y0: number, y1: number): void {
  line(b, x, y0, x, y1, P.wood[1] ?? 0);
}

export function fruit(b: Bitmap, r: Ramp, cx: number, cy: number, rx: number, ry = rx): void {
  orb(b, cx, cy, rx, ry, r, { base: 2 });
}

/** A glass bottle with a liquid (or none) and a cork: the family look of every drink. */
export function bottle(b: Bitmap, liquid: Ramp | null, cap: Ramp = P.wood): void {
  const glass = P.water;
  rect(b, 6, 2, 4, 2, tone(cap, 2));
  b.set(6, 2, tone(cap, 3));
  rect(b, 6, 4, 4, 3, tone(glass, 3));
  polygon(b, [[4, 8], [6, 6.5], [10, 6.5], [12, 8], [12, 15], [4, 15]], tone(glass, 4));
  if (liquid) {
    rect(b, 4, 9, 8, 6, tone(liquid, 2));
    rect(b, 9, 9, 3, 6, tone(liquid, 1));
    rect(b, 4, 9, 8, 1, tone(liquid, 3));
  }
  rect(b, 5, 8, 1, 5, WHITE);
  b.set(7, 5, WHITE);
}

export function milkBottle(b: Bitmap, milk: Ramp, cap: Ramp): void {
  rect(b, 6, 2, 4, 2, tone(cap, 2));
  rect(b, 6, 2, 2, 1, tone(cap, 3));
  rect(b, 6, 4, 4, 2, tone(P.water, 4));
  polygon(b, [[4, 8], [6, 5.5], [10, 5.5], [12, 8], [12, 15], [4, 15]], tone(milk, 3));
  rect(b, 9, 7, 3, 8, tone(milk, 2));
  rect(b, 4, 10, 8, 3, tone(cap, 2));
  rect(b, 6, 11, 4, 1, WHITE);
  rect(b, 5, 7, 1, 3, WHITE);
}

export function jar(b: Bitmap, fill: Ramp | null, lid: Ramp): void {
  rect(b, 4, 3, 8, 3, tone(lid, 2));
  rect(b, 4, 3, 8, 1, tone(lid, 3));
  rect(b, 3, 6, 10, 9, tone(P.water, 4));
  if (fill) {
    rect(b, 3, 8, 10, 7, tone(fill, 2));
    rect(b, 10, 8, 3, 7, tone(fill, 1));
    rect(b, 3, 8, 10, 1, tone(fill, 3));
  }
  rect(b, 4, 7, 1, 6, WHITE);
}

export function glass(b: Bitmap, drink: Ramp): void {
  polygon(b, [[3, 4], [13, 4], [12, 15], [4, 15]], tone(P.water, 4));
  polygon(b, [[3.6, 7], [12.4, 7], [11.8, 15], [4.2, 15]], tone(drink, 2));
  rect(b, 9, 7, 3, 8, tone(drink, 1));
  rect(b, 4, 7, 8, 1, tone(drink, 3));
  rect(b, 5, 8, 1, 5, WHITE);
}

export function sack(b: Bitmap, cloth: Ramp, label: Ramp): void {
  polygon(b, [[4, 5], [12, 5], [14, 12], [13, 15], [3, 15], [2, 12]], tone(cloth, 2));
  polygon(b, [[10, 6], [12, 5], [14, 12], [13, 15], [10, 15]], tone(cloth, 1));
  rect(b, 5, 3, 6, 2, tone(cloth, 3));
  rect(b, 6, 4, 4, 1, tone(P.wood, 1));
  ellipse(b, 8, 10.5, 3, 2.5, tone(label, 2));
  b.set(7, 10, tone(label, 4));
}

/** A seed packet: paper, a coloured band and a tiny picture of what grows. */
export function packet(b: Bitmap, band: Ramp, picture: Painter): void {
  rect(b, 3, 2, 10, 13, tone(P.cream, 3));
  rect(b, 11, 2, 2, 13, tone(P.cream, 2));
  rect(b, 3, 2, 10, 2, tone(band, 2));
  for (let x = 3; x < 13; x += 2) b.set(x, 1, tone(band, 2));
  rect(b, 3, 12, 10, 2, tone(band, 2));
  picture(b);
  b.set(5, 13, tone(P.wood, 1));
  b.set(7, 13, tone(P.wood, 1));
  b.set(9, 13, tone(P.wood, 1));
}

export function cluster(b: Bitmap, r: Ramp, centres: readonly (readonly [number, number])[], radius: number): void {
  for (const [x, y] of centres) orb(b, x, y, radius, radius, r, { base: 2 });
}
