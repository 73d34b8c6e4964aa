import type { Bitmap } from '../lib/bitmap.ts';
import { hline, line, orb, polygon, rect, vline } from '../lib/draw.ts';
import { hash2 } from '../lib/noise.ts';
import { BLACK, P, WHITE, tone, type Ramp } from '../lib/palette.ts';
import { leaf, type Painter } from './shapes.ts';

const HOUSE_COLOURS: Record<string, Ramp> = {
  red: P.red, orange: P.orange, yellow: P.yellow, green: P.green, blue: P.blue, purple: P.purple,
};

function smallHouse(b: Bitmap, roof: Ramp): void {
  rect(b, 2, 7, 12, 8, tone(P.wood, 3));
  for (let y = 8; y < 15; y += 2) hline(b, 2, 13, y, tone(P.wood, 2));
  polygon(b, [[0, 8], [8, 1], [16, 8]], tone(roof, 2));
  polygon(b, [[8, 1], [16, 8], [8, 8]], tone(roof, 1));
  hline(b, 1, 14, 8, tone(roof, 0));
  rect(b, 6, 10, 4, 5, BLACK);
  rect(b, 6, 10, 4, 1, tone(P.wood, 1));
  polygon(b, [[5, 15], [11, 15], [13, 16], [3, 16]], tone(P.wood, 2));
  b.set(7, 4, tone(roof, 3));
  b.set(8, 12, tone(P.yellow, 3));
}

function bigHouse(b: Bitmap, roof: Ramp): void {
  rect(b, 3, 13, 26, 17, tone(P.wood, 3));
  for (let y = 14; y < 30; y += 3) hline(b, 3, 28, y, tone(P.wood, 2));
  polygon(b, [[0, 15], [16, 2], [32, 15]], tone(roof, 2));
  polygon(b, [[16, 2], [32, 15], [16, 15]], tone(roof, 1));
  for (let y = 6; y < 15; y += 3) hline(b, 16 - (y - 2) * 1.2, 16 + (y - 2) * 1.2, y, tone(roof, 3));
  hline(b, 1, 30, 15, tone(roof, 0));
  rect(b, 13, 7, 6, 5, tone(P.cream, 3));
  rect(b, 14, 8, 4, 3, BLACK);
  rect(b, 12, 20, 8, 10, BLACK);
  rect(b, 12, 19, 8, 1, tone(P.wood, 1));
  line(b, 12, 20, 19, 29, tone(P.wood, 2));
  line(b, 19, 20, 12, 29, tone(P.wood, 2));
  rect(b, 5, 18, 4, 4, tone(P.cream, 3));
  rect(b, 23, 18, 4, 4, tone(P.cream, 3));
  rect(b, 6, 19, 2, 2, tone(P.water, 3));
  rect(b, 24, 19, 2, 2, tone(P.water, 3));
  orb(b, 25, 27, 2.5, 2.2, P.cream, { base: 3, spec: false });
  b.set(26, 24, tone(P.red, 2));
  b.set(23, 26, tone(P.orange, 2));
  b.set(24, 26, BLACK);
}

function bridge(b: Bitmap, horizontal: boolean): void {
  // Planks run across the direction of travel; rails sit on the two edges along it.
  for (let i = 0; i < 16; i += 4) {
    const r = i % 8 === 0 ? 3 : 2;
    if (horizontal) {
      rect(b, i, 2, 3, 12, tone(P.wood, r));
      vline(b, i + 3, 2, 13, tone(P.wood, 0));
    } else {
      rect(b, 2, i, 12, 3, tone(P.wood, r));
      hline(b, 2, 13, i + 3, tone(P.wood, 0));
    }
  }
  if (horizontal) {
    rect(b, 0, 1, 16, 2, tone(P.wood, 1));
    rect(b, 0, 13, 16, 2, tone(P.wood, 1));
    hline(b, 0, 15, 1, tone(P.wood, 3));
    for (const x of [1, 13]) {
      rect(b, x, 0, 2, 3, tone(P.wood, 2));
      rect(b, x, 12, 2, 4, tone(P.wood, 2));
    }
  } else {
    rect(b, 1, 0, 2, 16, tone(P.wood, 1));
    rect(b, 13, 0, 2, 16, tone(P.wood, 1));
    vline(b, 1, 0, 15, tone(P.wood, 3));
    for (const y of [1, 12]) {
      rect(b, 0, y, 3, 2, tone(P.wood, 2));
      rect(b, 12, y, 4, 2, tone(P.wood, 2));
    }
  }
}

function woodPath(b: Bitmap): void {
  for (let y = 0; y < 16; y += 4) {
    rect(b, 1, y, 14, 3, tone(P.wood, y % 8 === 0 ? 3 : 2));
    hline(b, 1, 14, y + 3, tone(P.wood, 1));
    b.set(3, y + 1, BLACK);
    b.set(12, y + 1, BLACK);
  }
}

function stonePath(b: Bitmap): void {
  const stones: [number, number, number, number][] = [
    [1, 1, 6, 4], [8, 1, 7, 4], [1, 6, 4, 4], [6, 6, 5, 4], [12, 6, 3, 4], [1, 11, 7, 4], [9, 11, 6, 4],
  ];
  for (const [x, y, w, h] of stones) {
    const r = hash2(x, y, 3) > 0.5 ? 2 : 3;
    rect(b, x, y, w, h, tone(P.stone, r));
    hline(b, x, x + w - 1, y + h - 1, tone(P.stone, 1));
    b.set(x, y, tone(P.stone, 4));
  }
}

function grainStack(b: Bitmap): void {
  // A haystack: a wide dome of straw, strands drawn top to bottom, tied round the middle.
  polygon(b, [[1, 15], [2, 9], [4, 5], [8, 2], [12, 5], [14, 9], [15, 15]], tone(P.yellow, 2));
  polygon(b, [[8, 2], [12, 5], [14, 9], [15, 15], [10, 15]], tone(P.yellow, 1));
  for (let i = 0; i < 9; i++) {
    const x = 3 + i * 1.4;
    const top = 4 + Math.abs(i - 4) * 0.9;
    line(b, x, top, x + (i - 4) * 0.3, 14, tone(P.yellow, i < 5 ? 3 : 2));
  }
  line(b, 6, 4, 8, 2.5, tone(P.yellow, 4));
  hline(b, 2, 14, 10, tone(P.wood, 2));
  hline(b, 2, 14, 11, tone(P.wood, 1));
  for (let i = 0; i < 5; i++) b.set(2 + Math.floor(hash2(i, 3, 7) * 12), 15, tone(P.yellow, 3));
}

function soil(b: Bitmap, wet: boolean): void {
  polygon(b, [[1, 10], [4, 8], [12, 8], [15, 10], [14, 15], [2, 15]], tone(P.dirt, wet ? 1 : 3));
  hline(b, 3, 12, 9, tone(P.dirt, wet ? 2 : 4));
}

function rows(b: Bitmap, wet: boolean): void {
  rect(b, 1, 2, 14, 13, tone(P.dirt, wet ? 1 : 2));
  for (let y = 3; y < 15; y += 3) {
    hline(b, 1, 14, y, tone(P.dirt, 3));
    hline(b, 1, 14, y + 1, tone(P.dirt, 0));
  }
}

function bed(b: Bitmap, planted: boolean, wet: boolean): void {
  rect(b, 1, 5, 14, 10, tone(P.wood, 2));
  rect(b, 2, 6, 12, 8, tone(P.dirt, wet ? 0 : 1));
  if (!planted) {
    for (let x = 3; x < 14; x += 3) b.set(x, 9, tone(P.dirt, 3));
    return;
  }
  const colours = [P.red, P.yellow, P.pink, P.purple];
  for (let i = 0; i < 4; i++) {
    const x = 3 + i * 3.3;
    vline(b, x, 6, 11, tone(P.green, 2));
    leaf(b, x + 1, 10);
    orb(b, x, 4.5 + (i % 2) * 1.5, 1.8, 1.8, colours[i] ?? P.red, { base: 2, spec: false });
  }
  if (wet) {
    b.set(4, 13, tone(P.water, 3));
    b.set(11, 12, tone(P.water, 3));
  }
}

function crops(b: Bitmap, wet: boolean): void {
  rows(b, wet);
  for (let y = 2; y < 14; y += 3) {
    for (let x = 3; x < 14; x += 4) {
      vline(b, x, y, y + 1, tone(P.green, 2));
      b.set(x - 1, y, tone(P.lime, 3));
      b.set(x + 1, y - 1, tone(P.green, 3));
      if (wet) b.set(x, y - 1, tone(P.green, 3));
    }
  }
}

/**
 * X marks are painted on the ground where the learner must stand: bold strokes that read even
 * under the character's feet.
 */
function xmark(b: Bitmap, r: Ramp): void {
  for (let i = 0; i < 10; i++) {
    rect(b, 2 + i, 2 + i, 3, 3, tone(r, 2));
    rect(b, 11 - i, 2 + i, 3, 3, tone(r, 2));
  }
  for (let i = 0; i < 10; i++) {
    b.set(3 + i, 2 + i, tone(r, 3));
    b.set(12 - i, 2 + i, tone(r, 3));
  }
}

export const WORLD_PAINTERS: Record<string, Painter> = {
  'bridge_horizontal/enabled': (b) => bridge(b, true),
  'bridge_vertical/enabled': (b) => bridge(b, false),
  'grain_stack/enabled': grainStack,
  'wood_path/enabled': woodPath,
  'stone_path/enabled': stonePath,
  // A thirsty young tree: a thin stem with pale, drooping leaves, so it reads as a plant that
  // wants water (a bare stick on soil read as a loaf of bread).
  sapling: (b) => {
    soil(b, false);
    vline(b, 8, 5, 10, tone(P.wood, 2));
    orb(b, 6, 6.5, 2, 1.4, P.sand, { base: 2, spec: false });
    orb(b, 10, 6, 2, 1.4, P.sand, { base: 2, spec: false });
    orb(b, 8, 4, 1.5, 1.5, P.lime, { base: 3, spec: false });
  },
  'sapling/planted': (b) => {
    soil(b, false);
    vline(b, 8, 4, 10, tone(P.wood, 2));
    leaf(b, 9, 6);
    leaf(b, 7, 5, true);
  },
  'sapling/watered': (b) => {
    soil(b, true);
    vline(b, 8, 4, 10, tone(P.wood, 2));
    orb(b, 5.5, 5, 2.6, 2, P.green, { base: 2, spec: false });
    orb(b, 10.5, 4, 2.6, 2, P.green, { base: 2, spec: false });
    orb(b, 8, 2.5, 2, 2, P.lime, { base: 2, spec: false });
    b.set(3, 12, tone(P.water, 3));
    b.set(12, 13, tone(P.water, 3));
  },
  flower_bed: (b) => bed(b, false, false),
  'flower_bed/planted': (b) => bed(b, true, false),
  'flower_bed/watered': (b) => bed(b, true, true),
  crop_patch: (b) => rows(b, false),
  'crop_patch/planted': (b) => crops(b, false),
  'crop_patch/watered': (b) => crops(b, true),
  character: (b) => {
    rect(b, 4, 10, 8, 6, tone(P.green, 2));
    rect(b, 10, 10, 2, 6, tone(P.green, 1));
    orb(b, 8, 6, 4.5, 4.5, P.skinLight, { base: 2, spec: false });
    rect(b, 3, 1, 10, 3, tone(P.wood, 2));
    rect(b, 1, 3, 14, 1, tone(P.wood, 1));
    b.set(6, 6, BLACK);
    b.set(10, 6, BLACK);
    b.set(6, 8, tone(P.pink, 2));
    b.set(10, 8, tone(P.pink, 2));
  },
  xmark: (b) => xmark(b, P.red),
  xmarkLight: (b) => xmark(b, [WHITE, tone(P.water, 3), tone(P.water, 4), WHITE, WHITE]),
  xmarkGold: (b) => {
    xmark(b, P.gold);
    b.set(14, 1, WHITE);
    b.set(1, 14, WHITE);
  },
};

for (const [name, roof] of Object.entries(HOUSE_COLOURS)) {
  WORLD_PAINTERS[`chicken_house_small_${name}/enabled`] = (b) => smallHouse(b, roof);
  WORLD_PAINTERS[`chicken_house_big_${name}/enabled`] = (b) => bigHouse(b, roof);
}
