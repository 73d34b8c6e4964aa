import { ellipse, hline, line, orb, polygon, rect, vline } from '../lib/draw.ts';
import { BLACK, P, WHITE, tone, type Ramp } from '../lib/palette.ts';
import type { Bitmap } from '../lib/bitmap.ts';
import { leaf, packet, type Painter } from './shapes.ts';

function star(b: Bitmap, cx: number, cy: number, outer: number, inner: number, r: Ramp): void {
  const points: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rad = i % 2 === 0 ? outer : inner;
    points.push([cx + Math.cos(a) * rad, cy + Math.sin(a) * rad]);
  }
  polygon(b, points, tone(r, 2));
  polygon(b, [[cx, cy], ...points.slice(3, 8)], tone(r, 1));
  b.set(cx - 1, cy - 2, tone(r, 4));
}

function heart(b: Bitmap, r: Ramp): void {
  orb(b, 5, 6, 3.6, 3.6, r, { base: 2, spec: false });
  orb(b, 11, 6, 3.6, 3.6, r, { base: 2, spec: false });
  polygon(b, [[1.5, 7], [14.5, 7], [8, 14.5]], tone(r, 2));
  polygon(b, [[8, 14.5], [14.5, 7], [11, 9]], tone(r, 1));
  rect(b, 3, 4, 2, 2, tone(r, 4));
}

function flower(b: Bitmap, petals: Ramp, centre: Ramp, cy: number, size: number): void {
  vline(b, 8, cy, 15, tone(P.green, 1));
  leaf(b, 9, 12);
  leaf(b, 7, 11, true);
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 3;
    orb(b, 8 + Math.cos(a) * size, cy + Math.sin(a) * size, size * 0.75, size * 0.75, petals, { base: 2, spec: false });
  }
  orb(b, 8, cy, size * 0.8, size * 0.8, centre, { base: 1, spec: false });
}

function flagPole(b: Bitmap): void {
  vline(b, 4, 1, 14, tone(P.wood, 2));
  vline(b, 5, 2, 14, tone(P.wood, 1));
  rect(b, 3, 0, 3, 2, tone(P.gold, 3));
  rect(b, 2, 14, 6, 2, tone(P.stone, 2));
}

function flag(b: Bitmap, r: Ramp): void {
  flagPole(b);
  polygon(b, [[6, 2], [14, 3], [12, 6], [14, 9], [6, 9]], tone(r, 2));
  polygon(b, [[6, 7], [14, 9], [6, 9]], tone(r, 1));
  rect(b, 6, 3, 5, 1, tone(r, 3));
}

function crate(b: Bitmap, x: number, y: number, w: number, h: number): void {
  rect(b, x, y, w, h, tone(P.wood, 2));
  rect(b, x, y, w, 1, tone(P.wood, 3));
  rect(b, x, y + h - 1, w, 1, tone(P.wood, 1));
}

function shelfFrame(b: Bitmap): void {
  rect(b, 1, 1, 14, 14, tone(P.wood, 1));
  rect(b, 2, 2, 12, 12, tone(P.wood, 0));
  hline(b, 1, 14, 7, tone(P.wood, 3));
  hline(b, 1, 14, 8, tone(P.wood, 2));
  hline(b, 1, 14, 14, tone(P.wood, 3));
}

/** Materials, obstacles, tools, seeds, treasures, flags, containers, doors and signs. */
export const GOODS_PAINTERS: Record<string, Painter> = {
  log: (b) => {
    rect(b, 1, 6, 12, 7, tone(P.wood, 1));
    rect(b, 1, 6, 12, 2, tone(P.wood, 2));
    hline(b, 3, 7, 9, tone(P.wood, 0));
    hline(b, 6, 10, 11, tone(P.wood, 0));
    ellipse(b, 12.5, 9.5, 2.5, 3.5, tone(P.wood, 4));
    ellipse(b, 12.5, 9.5, 1.2, 2, tone(P.wood, 3));
    b.set(12, 9, tone(P.wood, 2));
    leaf(b, 4, 5);
  },
  plank: (b) => {
    polygon(b, [[1, 10], [11, 3], [15, 6], [5, 13]], tone(P.wood, 3));
    polygon(b, [[1, 10], [5, 13], [5, 14.5], [1, 11.5]], tone(P.wood, 1));
    polygon(b, [[5, 13], [15, 6], [15, 7.5], [5, 14.5]], tone(P.wood, 2));
    line(b, 4, 10, 11, 5, tone(P.wood, 4));
    line(b, 6, 11, 12, 7, tone(P.wood, 2));
    b.set(4, 11, BLACK);
    b.set(12, 5, BLACK);
  },
  brick: (b) => {
    polygon(b, [[1, 7], [5, 4], [15, 4], [11, 7]], tone(P.brick, 3));
    rect(b, 1, 7, 10, 6, tone(P.brick, 2));
    polygon(b, [[11, 7], [15, 4], [15, 10], [11, 13]], tone(P.brick, 1));
    hline(b, 1, 10, 10, tone(P.cream, 1));
    vline(b, 5, 7, 9, tone(P.cream, 1));
    vline(b, 8, 11, 12, tone(P.cream, 1));
    rect(b, 2, 8, 2, 1, tone(P.brick, 3));
  },
  stone: (b) => {
    polygon(b, [[2, 10], [4, 5], [9, 3], [13, 6], [14, 11], [10, 14], [4, 13]], tone(P.stone, 2));
    polygon(b, [[9, 3], [13, 6], [14, 11], [10, 14], [9, 9]], tone(P.stone, 1));
    polygon(b, [[4, 5], [9, 3], [9, 9], [4, 9]], tone(P.stone, 3));
    b.set(6, 5, tone(P.stone, 4));
  },
  grain: (b) => {
    for (let i = -3; i <= 3; i++) {
      line(b, 8 + i * 0.4, 10, 8 + i * 1.5, 5, tone(P.yellow, 1));
      line(b, 8 + i * 0.4, 10, 8 + i * 1.2, 15, tone(P.yellow, i % 2 === 0 ? 1 : 2));
    }
    for (let i = -3; i <= 3; i++) {
      const x = 8 + i * 1.6;
      const y = 3.5 + Math.abs(i) * 0.6;
      orb(b, x, y, 1.2, 2.6, P.yellow, { base: 2, spec: false });
      b.set(x - 0.5, y - 2.5, tone(P.yellow, 4));
    }
    rect(b, 6, 9, 5, 2, tone(P.red, 2));
    rect(b, 6, 9, 5, 1, tone(P.red, 3));
  },
  wool: (b) => {
    orb(b, 8, 8.5, 6.5, 6.5, P.cream, { base: 3, spec: false });
    for (const [x0, y0, x1, y1] of [[3, 6, 10, 3], [2, 9, 13, 5], [4, 13, 14, 8], [8, 15, 14, 11]] as const) {
      line(b, x0, y0, x1, y1, tone(P.cream, 1));
    }
    line(b, 13, 12, 15, 15, tone(P.cream, 2));
    b.set(5, 5, WHITE);
  },
  rock: (b) => {
    polygon(b, [[1, 14], [2, 8], [6, 3], [11, 3], [14, 8], [15, 14]], tone(P.stone, 2));
    polygon(b, [[11, 3], [14, 8], [15, 14], [9, 14], [10, 8]], tone(P.stone, 1));
    polygon(b, [[3, 8], [6, 3], [9, 4], [7, 8]], tone(P.stone, 3));
    line(b, 6, 10, 8, 12, tone(P.stone, 0));
    rect(b, 2, 12, 4, 2, tone(P.green, 2));
    b.set(5, 4, tone(P.stone, 4));
  },
  boulder: (b) => {
    orb(b, 8, 8.5, 7, 6.5, P.dirt, { base: 2 });
    polygon(b, [[1, 12], [15, 12], [14, 15], [2, 15]], tone(P.dirt, 1));
    line(b, 9, 4, 11, 8, tone(P.dirt, 0));
    line(b, 11, 8, 10, 11, tone(P.dirt, 0));
    rect(b, 3, 3, 3, 2, tone(P.green, 3));
    rect(b, 2, 4, 3, 2, tone(P.green, 2));
  },
  canteen: (b) => {
    line(b, 3, 3, 8, 1, tone(P.wood, 1));
    line(b, 13, 3, 8, 1, tone(P.wood, 1));
    orb(b, 8, 9.5, 6, 5.5, P.green, { base: 1 });
    ellipse(b, 8, 9.5, 3.5, 3, tone(P.sand, 2));
    rect(b, 7, 2, 2, 3, tone(P.stone, 2));
    b.set(6, 8, tone(P.sand, 4));
  },
  watering_can: (b) => {
    rect(b, 3, 6, 8, 8, tone(P.teal, 2));
    rect(b, 8, 6, 3, 8, tone(P.teal, 1));
    polygon(b, [[10, 10], [14, 4], [15, 5], [11, 12]], tone(P.teal, 2));
    rect(b, 13, 2, 3, 3, tone(P.teal, 3));
    line(b, 3, 6, 6, 3, tone(P.teal, 1));
    line(b, 6, 3, 9, 6, tone(P.teal, 1));
    rect(b, 3, 6, 8, 1, tone(P.teal, 3));
    rect(b, 5, 9, 2, 2, tone(P.yellow, 2));
  },
  key: (b) => {
    ellipse(b, 4.5, 5.5, 3.5, 3.5, tone(P.gold, 2));
    ellipse(b, 4.5, 5.5, 1.4, 1.4, 0);
    line(b, 7, 8, 13, 14, tone(P.gold, 2));
    line(b, 7, 7, 13, 13, tone(P.gold, 3));
    line(b, 10, 13, 11, 12, tone(P.gold, 1));
    rect(b, 12, 11, 2, 2, tone(P.gold, 1));
    b.set(3, 3, tone(P.gold, 4));
  },
  basket: (b) => {
    ellipse(b, 8, 7, 5.5, 5.5, tone(P.wood, 2));
    ellipse(b, 8, 7, 4, 4.5, 0);
    polygon(b, [[1, 8], [15, 8], [13, 15], [3, 15]], tone(P.wood, 3));
    for (let y = 9; y < 15; y += 2) hline(b, 2, 13, y, tone(P.wood, 2));
    for (let x = 4; x < 13; x += 3) vline(b, x, 9, 14, tone(P.wood, 2));
    orb(b, 6, 7.5, 1.8, 1.8, P.red, { base: 2, spec: false });
    orb(b, 10, 7.5, 1.8, 1.8, P.orange, { base: 2, spec: false });
  },
  carrot_seeds: (b) => packet(b, P.orange, (p) => {
    polygon(p, [[6, 6], [10, 6], [8, 11]], tone(P.orange, 2));
    rect(p, 7, 4, 2, 2, tone(P.green, 2));
  }),
  tomato_seeds: (b) => packet(b, P.red, (p) => {
    orb(p, 8, 8, 2.8, 2.8, P.red, { base: 2 });
    rect(p, 7, 5, 2, 1, tone(P.green, 2));
  }),
  wheat_seeds: (b) => packet(b, P.yellow, (p) => {
    vline(p, 8, 5, 11, tone(P.yellow, 1));
    for (let y = 5; y < 10; y += 2) {
      p.set(7, y, tone(P.yellow, 2));
      p.set(9, y + 1, tone(P.yellow, 2));
    }
  }),
  sunflower_seeds: (b) => packet(b, P.gold, (p) => {
    orb(p, 8, 8, 3, 3, P.yellow, { base: 2, spec: false });
    orb(p, 8, 8, 1.5, 1.5, P.choco, { base: 1, spec: false });
  }),
  pumpkin_seeds: (b) => packet(b, P.green, (p) => {
    orb(p, 8, 8.5, 3.2, 2.5, P.orange, { base: 2, spec: false });
    p.set(8, 5, tone(P.green, 1));
  }),
  flower_seeds: (b) => packet(b, P.pink, (p) => {
    for (const [x, y] of [[8, 6], [6, 8], [10, 8], [8, 10]] as const) p.set(x, y, tone(P.pink, 2));
    p.set(7, 7, tone(P.pink, 1));
    p.set(9, 7, tone(P.pink, 1));
    p.set(8, 8, tone(P.yellow, 2));
  }),
  coin: (b) => {
    orb(b, 8, 8, 6.5, 6.5, P.gold, { base: 2 });
    ellipse(b, 8, 8, 4, 4, tone(P.gold, 1));
    ellipse(b, 8, 8, 3, 3, tone(P.gold, 3));
    vline(b, 8, 6, 10, tone(P.gold, 1));
  },
  gem: (b) => {
    polygon(b, [[2, 6], [5, 2], [11, 2], [14, 6], [8, 15]], tone(P.teal, 2));
    polygon(b, [[2, 6], [14, 6], [8, 15]], tone(P.teal, 1));
    polygon(b, [[5, 6], [11, 6], [8, 15]], tone(P.teal, 2));
    polygon(b, [[5, 2], [11, 2], [10, 6], [6, 6]], tone(P.teal, 3));
    b.set(6, 3, WHITE);
  },
  star: (b) => star(b, 8, 8.6, 7.6, 3.4, P.gold),
  heart: (b) => heart(b, P.red),
  mushroom: (b) => {
    rect(b, 6, 9, 4, 6, tone(P.cream, 3));
    rect(b, 9, 9, 1, 6, tone(P.cream, 2));
    polygon(b, [[1, 9], [3, 4], [8, 2], [13, 4], [15, 9]], tone(P.red, 2));
    polygon(b, [[8, 2], [13, 4], [15, 9], [10, 9]], tone(P.red, 1));
    rect(b, 1, 9, 14, 1, tone(P.cream, 1));
    for (const [x, y] of [[4, 6], [8, 4], [11, 6], [7, 7]] as const) {
      rect(b, x, y, 2, 1, WHITE);
      b.set(x, y + 1, WHITE);
    }
  },
  fish: (b) => {
    orb(b, 7, 8, 5.5, 4, P.blue, { base: 2, spec: false });
    polygon(b, [[11, 8], [15, 4], [15, 12]], tone(P.blue, 1));
    polygon(b, [[5, 4], [8, 2], [9, 5]], tone(P.blue, 1));
    b.set(4, 7, BLACK);
    b.set(3, 7, WHITE);
    line(b, 6, 6, 6, 10, tone(P.blue, 1));
    hline(b, 3, 9, 10, tone(P.blue, 4));
  },
  sunflower: (b) => flower(b, P.yellow, P.choco, 5.5, 3),
  tulip: (b) => {
    vline(b, 8, 8, 15, tone(P.green, 1));
    polygon(b, [[8, 15], [3, 9], [5, 9]], tone(P.green, 2));
    polygon(b, [[8, 14], [13, 8], [11, 8]], tone(P.green, 2));
    polygon(b, [[4, 3], [6, 5], [8, 2], [10, 5], [12, 3], [12, 7], [10, 10], [6, 10], [4, 7]], tone(P.red, 2));
    polygon(b, [[8, 2], [10, 5], [12, 3], [12, 7], [10, 10], [8, 10]], tone(P.red, 1));
    b.set(6, 6, tone(P.red, 3));
  },
  rose: (b) => {
    vline(b, 8, 9, 15, tone(P.green, 1));
    leaf(b, 9, 12);
    leaf(b, 7, 13, true);
    orb(b, 8, 6, 5, 4.5, P.pink, { base: 1, spec: false });
    line(b, 5, 6, 8, 4, tone(P.pink, 0));
    line(b, 8, 8, 11, 5, tone(P.pink, 0));
    ellipse(b, 8, 5.5, 1.5, 1.2, tone(P.pink, 3));
  },
  'flag_red/empty': flagPole,
  'flag_blue/empty': flagPole,
  'flag_green/empty': flagPole,
  'flag_yellow/empty': flagPole,
  'flag_red/filled': (b) => flag(b, P.red),
  'flag_blue/filled': (b) => flag(b, P.blue),
  'flag_green/filled': (b) => flag(b, P.green),
  'flag_yellow/filled': (b) => flag(b, P.yellow),
  'chest/closed': (b) => {
    rect(b, 1, 4, 14, 11, tone(P.wood, 2));
    rect(b, 1, 4, 14, 4, tone(P.wood, 3));
    rect(b, 1, 8, 14, 1, tone(P.wood, 0));
    rect(b, 3, 4, 2, 11, tone(P.gold, 2));
    rect(b, 11, 4, 2, 11, tone(P.gold, 2));
    rect(b, 7, 7, 2, 4, tone(P.gold, 3));
    b.set(7, 9, BLACK);
    rect(b, 1, 14, 14, 1, tone(P.wood, 1));
  },
  'chest/open': (b) => {
    rect(b, 1, 1, 14, 5, tone(P.wood, 1));
    rect(b, 2, 2, 12, 3, tone(P.wood, 0));
    rect(b, 3, 1, 2, 5, tone(P.gold, 1));
    rect(b, 11, 1, 2, 5, tone(P.gold, 1));
    rect(b, 1, 7, 14, 8, tone(P.wood, 2));
    for (const [x, y] of [[4, 7], [7, 6], [10, 7], [12, 7], [6, 8]] as const) orb(b, x, y, 1.8, 1.8, P.gold, { base: 2, spec: false });
    b.set(8, 6, WHITE);
    rect(b, 1, 9, 14, 1, tone(P.wood, 3));
    rect(b, 3, 7, 2, 8, tone(P.gold, 2));
    rect(b, 11, 7, 2, 8, tone(P.gold, 2));
    rect(b, 1, 14, 14, 1, tone(P.wood, 1));
  },
  'tray/empty': (b) => {
    polygon(b, [[1, 8], [15, 8], [14, 13], [2, 13]], tone(P.wood, 2));
    rect(b, 3, 9, 10, 3, tone(P.wood, 3));
  },
  'tray/filled': (b) => {
    orb(b, 5, 7, 2.5, 2.5, P.red, { base: 2, spec: false });
    orb(b, 9, 6, 2.5, 2.5, P.orange, { base: 2, spec: false });
    orb(b, 12, 8, 2, 2, P.lime, { base: 2, spec: false });
    orb(b, 7, 9, 2, 1.5, P.cream, { base: 3, spec: false });
    polygon(b, [[1, 9], [15, 9], [14, 14], [2, 14]], tone(P.wood, 2));
    rect(b, 3, 10, 10, 3, tone(P.wood, 3));
  },
  'wine_rack/empty': (b) => wineRack(b, false),
  'wine_rack/filled': (b) => wineRack(b, true),
  'shelf/empty': shelfFrame,
  'shelf/filled': (b) => {
    shelfFrame(b);
    for (const [x, r] of [[3, P.red], [6, P.gold], [10, P.blue]] as const) {
      rect(b, x, 3, 3, 4, tone(r, 2));
      rect(b, x, 3, 3, 1, tone(P.stone, 3));
    }
    orb(b, 4.5, 11.5, 2, 2.2, P.orange, { base: 2, spec: false });
    orb(b, 8, 11.5, 2, 2.2, P.red, { base: 2, spec: false });
    crate(b, 10, 10, 4, 4);
  },
  'door/closed': (b) => {
    rect(b, 2, 1, 12, 15, tone(P.stone, 2));
    rect(b, 3, 2, 10, 14, tone(P.wood, 2));
    for (let x = 5; x < 13; x += 3) vline(b, x, 2, 15, tone(P.wood, 1));
    hline(b, 3, 12, 5, tone(P.wood, 0));
    hline(b, 3, 12, 12, tone(P.wood, 0));
    rect(b, 10, 8, 2, 2, tone(P.gold, 3));
    rect(b, 3, 2, 10, 1, tone(P.wood, 3));
  },
  'door/open': (b) => {
    rect(b, 2, 1, 12, 15, tone(P.stone, 2));
    rect(b, 3, 2, 10, 14, tone(P.choco, 0));
    rect(b, 3, 12, 10, 4, tone(P.wood, 1));
    polygon(b, [[3, 2], [6, 3], [6, 16], [3, 15]], tone(P.wood, 2));
    vline(b, 5, 4, 14, tone(P.wood, 1));
  },
  'gate/closed': (b) => {
    rect(b, 1, 2, 2, 13, tone(P.wood, 1));
    rect(b, 13, 2, 2, 13, tone(P.wood, 1));
    rect(b, 3, 5, 10, 2, tone(P.wood, 3));
    rect(b, 3, 11, 10, 2, tone(P.wood, 3));
    for (let x = 4; x < 13; x += 3) rect(b, x, 4, 2, 10, tone(P.wood, 2));
    line(b, 4, 12, 11, 6, tone(P.wood, 2));
    rect(b, 7, 8, 2, 2, tone(P.stone, 3));
  },
  'gate/open': (b) => {
    rect(b, 1, 2, 2, 13, tone(P.wood, 1));
    rect(b, 13, 2, 2, 13, tone(P.wood, 1));
    polygon(b, [[3, 4], [6, 6], [6, 15], [3, 13]], tone(P.wood, 2));
    hline(b, 3, 6, 8, tone(P.wood, 3));
  },
  'oven/closed': (b) => oven(b, false),
  'oven/open': (b) => oven(b, true),
  sign: (b) => {
    rect(b, 7, 9, 2, 7, tone(P.wood, 1));
    rect(b, 1, 2, 14, 8, tone(P.wood, 3));
    rect(b, 1, 8, 14, 2, tone(P.wood, 2));
    hline(b, 3, 12, 4, tone(P.wood, 1));
    hline(b, 3, 10, 6, tone(P.wood, 1));
  },
  notice_board: (b) => {
    rect(b, 2, 10, 2, 6, tone(P.wood, 1));
    rect(b, 12, 10, 2, 6, tone(P.wood, 1));
    rect(b, 1, 1, 14, 11, tone(P.wood, 2));
    rect(b, 2, 2, 12, 9, tone(P.dirt, 3));
    rect(b, 3, 3, 4, 5, WHITE);
    rect(b, 8, 4, 5, 4, tone(P.yellow, 3));
    rect(b, 5, 8, 4, 2, tone(P.pink, 3));
    b.set(5, 3, tone(P.red, 2));
    b.set(10, 4, tone(P.blue, 2));
  },
  letter: (b) => {
    rect(b, 1, 4, 14, 10, tone(P.cream, 3));
    polygon(b, [[1, 4], [15, 4], [8, 10]], tone(P.cream, 2));
    line(b, 1, 13, 6, 8, tone(P.cream, 1));
    line(b, 14, 13, 10, 8, tone(P.cream, 1));
    orb(b, 8, 9, 1.8, 1.8, P.red, { base: 2, spec: false });
  },
  scroll: (b) => {
    rect(b, 3, 3, 10, 10, tone(P.cream, 3));
    for (let y = 5; y < 12; y += 2) hline(b, 5, 10, y, tone(P.cream, 1));
    rect(b, 2, 1, 12, 3, tone(P.sand, 3));
    rect(b, 2, 12, 12, 3, tone(P.sand, 3));
    hline(b, 2, 13, 3, tone(P.sand, 1));
    hline(b, 2, 13, 14, tone(P.sand, 1));
    rect(b, 1, 2, 1, 1, tone(P.red, 2));
    rect(b, 14, 13, 1, 1, tone(P.red, 2));
  },
};

function wineRack(b: Bitmap, filled: boolean): void {
  rect(b, 1, 1, 14, 14, tone(P.wood, 2));
  for (let y = 0; y < 3; y++) {
    for (let x = 0; x < 3; x++) {
      const cx = 2 + x * 4.3;
      const cy = 2 + y * 4.3;
      rect(b, cx, cy, 3.4, 3.4, tone(P.wood, 0));
      if (filled && (x + y) % 3 !== 2) {
        ellipse(b, cx + 1.7, cy + 1.7, 1.6, 1.6, tone(y === 1 ? P.green : P.purple, 1));
        b.set(cx + 1, cy + 1, tone(P.stone, 4));
      }
    }
  }
}

function oven(b: Bitmap, open: boolean): void {
  rect(b, 1, 2, 14, 13, tone(P.brick, 2));
  for (let y = 4; y < 15; y += 3) hline(b, 1, 14, y, tone(P.brick, 1));
  polygon(b, [[1, 2], [3, 0], [13, 0], [15, 2]], tone(P.brick, 3));
  rect(b, 11, 0, 3, 2, tone(P.stone, 1));
  rect(b, 3, 6, 10, 7, tone(P.stone, 1));
  if (open) {
    rect(b, 4, 7, 8, 5, BLACK);
    polygon(b, [[5, 12], [7, 8], [8, 10], [9, 7], [11, 12]], tone(P.orange, 2));
    polygon(b, [[7, 12], [8, 10], [9, 12]], tone(P.yellow, 3));
  } else {
    rect(b, 4, 7, 8, 5, tone(P.stone, 2));
    hline(b, 5, 10, 8, tone(P.stone, 3));
    rect(b, 6, 10, 4, 1, tone(P.gold, 2));
  }
}

