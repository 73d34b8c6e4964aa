import { Bitmap } from '../lib/bitmap.ts';
import { ellipse, groundShadow, hline, line, orb, outline, polygon, rect, vline } from '../lib/draw.ts';
import { hash2 } from '../lib/noise.ts';
import { BLACK, P, WHITE, tone, type Ramp } from '../lib/palette.ts';

/** Scenery drawn once at its full size and cut into tiles by the tileset builder. */
function sprite(w: number, h: number, draw: (b: Bitmap) => void, shadow?: [number, number, number, number]): Bitmap {
  const b = new Bitmap(w, h);
  draw(b);
  outline(b);
  if (shadow) groundShadow(b, ...shadow);
  return b;
}

function canopy(b: Bitmap, cx: number, cy: number, r: number, leaves: Ramp): void {
  for (const [dx, dy, s] of [[-0.45, 0.2, 0.62], [0.45, 0.2, 0.62], [0, -0.3, 0.7], [0, 0.35, 0.6]] as const) {
    orb(b, cx + dx * r, cy + dy * r, r * s, r * s * 0.95, leaves, { base: 2, spec: false });
  }
  for (let i = 0; i < 10; i++) {
    const x = cx + (hash2(i, 3, 1) - 0.5) * r * 1.3;
    const y = cy + (hash2(i, 4, 1) - 0.6) * r * 1.1;
    b.set(x, y, tone(leaves, 3));
  }
}

export function tree(leaves: Ramp = P.green, fruit?: Ramp): Bitmap {
  return sprite(32, 32, (b) => {
    rect(b, 13, 18, 6, 12, tone(P.wood, 1));
    rect(b, 13, 18, 2, 12, tone(P.wood, 2));
    polygon(b, [[11, 31], [13, 27], [19, 27], [21, 31]], tone(P.wood, 1));
    canopy(b, 16, 12, 13, leaves);
    if (fruit) for (const [x, y] of [[9, 10], [20, 7], [15, 16], [23, 14], [12, 4]] as const) orb(b, x, y, 1.6, 1.6, fruit, { base: 2, spec: false });
  }, [16, 30, 9, 2.5]);
}

export function pine(): Bitmap {
  return sprite(32, 32, (b) => {
    rect(b, 14, 24, 4, 7, tone(P.wood, 1));
    for (let i = 0; i < 3; i++) {
      const top = 1 + i * 7;
      polygon(b, [[16, top], [26 + i, top + 11], [6 - i, top + 11]], tone(P.green, 1));
      polygon(b, [[16, top], [16, top + 11], [6 - i, top + 11]], tone(P.green, 2));
      hline(b, 8 - i, 24 + i, top + 11, tone(P.green, 0));
    }
  }, [16, 30, 8, 2]);
}

export function palm(): Bitmap {
  return sprite(32, 32, (b) => {
    for (let y = 10; y < 31; y++) {
      const x = 16 + Math.sin(y / 6) * 2;
      rect(b, x - 1, y, 3, 1, tone(P.sand, y % 3 === 0 ? 1 : 2));
    }
    const fronds: [number, number][] = [[2, 10], [30, 10], [6, 2], [26, 2], [4, 16], [28, 16]];
    for (const [x, y] of fronds) {
      polygon(b, [[16, 8], [x, y], [(16 + x) / 2, (8 + y) / 2 + 3]], tone(P.green, 2));
      line(b, 16, 8, x, y, tone(P.green, 3));
    }
    orb(b, 14, 11, 2, 2, P.wood, { base: 1, spec: false });
    orb(b, 18, 11, 2, 2, P.wood, { base: 1, spec: false });
  }, [16, 30, 6, 2]);
}

export function bush(leaves: Ramp = P.green, berries?: Ramp): Bitmap {
  return sprite(16, 16, (b) => {
    orb(b, 5, 10, 4.5, 4, leaves, { base: 2, spec: false });
    orb(b, 11, 10, 4.5, 4, leaves, { base: 1, spec: false });
    orb(b, 8, 7, 5, 4.5, leaves, { base: 2, spec: false });
    if (berries) for (const [x, y] of [[5, 8], [10, 6], [12, 11], [7, 11]] as const) b.set(x, y, tone(berries, 2));
  }, [8, 14, 7, 2]);
}

export function boulder(): Bitmap {
  return sprite(16, 16, (b) => {
    orb(b, 8, 9, 6.5, 5.5, P.stone, { base: 2 });
    line(b, 7, 7, 9, 10, tone(P.stone, 1));
  }, [8, 14, 7, 2]);
}

export function stump(): Bitmap {
  return sprite(16, 16, (b) => {
    rect(b, 4, 7, 8, 7, tone(P.wood, 1));
    ellipse(b, 8, 7, 4, 2, tone(P.wood, 4));
    ellipse(b, 8, 7, 2, 1, tone(P.wood, 3));
  }, [8, 14, 6, 2]);
}

export function flowers(petal: Ramp, seed: number): Bitmap {
  const b = new Bitmap(16, 16);
  const spots: [number, number][] = [[4, 5], [11, 4], [7, 11], [12, 12]];
  spots.forEach(([sx, sy], i) => {
    if (hash2(i, seed, 2) < 0.25) return;
    const x = sx + Math.floor(hash2(seed, i, 3) * 2);
    const y = sy + Math.floor(hash2(i, seed, 4) * 2);
    b.set(x, y + 2, tone(P.green, 1));
    b.set(x + 1, y + 2, tone(P.green, 3));
    b.set(x, y - 1, tone(petal, 3));
    b.set(x - 1, y, tone(petal, 2));
    b.set(x + 1, y, tone(petal, 2));
    b.set(x, y + 1, tone(petal, 1));
    b.set(x, y, tone(P.yellow, 3));
  });
  return b;
}

/** Rows of young plants on a field: the farm looks worked, not empty. */
export function crops(kind: 'sprouts' | 'cabbages' | 'wheat'): Bitmap {
  const b = new Bitmap(16, 16);
  for (let row = 0; row < 4; row++) {
    const y = row * 4 + 1;
    for (let x = 2; x < 16; x += 4) {
      if (kind === 'sprouts') {
        b.set(x, y + 1, tone(P.green, 2));
        b.set(x - 1, y, tone(P.lime, 3));
        b.set(x + 1, y, tone(P.green, 3));
      } else if (kind === 'cabbages') {
        orb(b, x + 0.5, y + 1, 1.8, 1.5, P.lime, { base: 2, spec: false });
        b.set(x, y + 2, tone(P.green, 0));
      } else {
        vline(b, x, y - 1, y + 2, tone(P.yellow, 1));
        vline(b, x + 1, y - 2, y + 1, tone(P.yellow, 2));
        b.set(x + 1, y - 2, tone(P.yellow, 4));
        b.set(x, y - 1, tone(P.yellow, 3));
      }
    }
  }
  return b;
}

export function roadLine(): Bitmap {
  const b = new Bitmap(16, 16);
  rect(b, 3, 15, 10, 1, tone(P.yellow, 2));
  return b;
}

export function lilyPad(seed: number): Bitmap {
  const b = new Bitmap(16, 16);
  const x = 5 + Math.floor(hash2(seed, 1, 8) * 6);
  const y = 5 + Math.floor(hash2(seed, 2, 8) * 6);
  ellipse(b, x, y, 3, 2.2, tone(P.green, 2));
  b.set(x, y, tone(P.green, 3));
  b.set(x + 1, y - 1, tone(P.water, 2));
  b.set(x + 2, y - 1, tone(P.water, 2));
  if (seed % 2 === 0) {
    b.set(x - 1, y - 1, tone(P.pink, 3));
    b.set(x - 2, y - 1, tone(P.pink, 2));
  }
  return b;
}

export function chicken(): Bitmap {
  return sprite(16, 16, (b) => {
    orb(b, 8, 10, 5, 4, P.cream, { base: 3, spec: false });
    polygon(b, [[11, 8], [14, 5], [14, 10]], tone(P.cream, 3));
    orb(b, 5, 6, 2.8, 2.8, P.cream, { base: 3, spec: false });
    rect(b, 4, 2, 2, 2, tone(P.red, 2));
    rect(b, 1, 6, 2, 1, tone(P.orange, 2));
    b.set(4, 5, BLACK);
    b.set(3, 7, tone(P.red, 2));
    line(b, 7, 12, 9, 10, tone(P.cream, 1));
    vline(b, 7, 14, 15, tone(P.orange, 1));
    vline(b, 9, 14, 15, tone(P.orange, 1));
  }, [8, 15, 5, 1.2]);
}

export function sheep(): Bitmap {
  return sprite(16, 16, (b) => {
    rect(b, 5, 11, 1, 3, BLACK);
    rect(b, 10, 11, 1, 3, BLACK);
    for (const [x, y] of [[6, 7], [10, 7], [8, 6], [6, 10], [10, 10], [12, 8]] as const) orb(b, x, y, 2.8, 2.6, P.cream, { base: 3, spec: false });
    orb(b, 3.5, 7.5, 2.2, 2.4, P.stone, { base: 0, spec: false });
    b.set(2, 7, WHITE);
  }, [8, 14.5, 6, 1.4]);
}

export function tuft(r: Ramp, seed: number): Bitmap {
  const b = new Bitmap(16, 16);
  for (let i = 0; i < 2; i++) {
    const x = 3 + Math.floor(hash2(i, seed, 9) * 9);
    const y = 5 + Math.floor(hash2(seed, i, 9) * 8);
    b.set(x, y, tone(r, 3));
    b.set(x + 2, y, tone(r, 3));
    b.set(x + 1, y - 1, tone(r, 4));
    hline(b, x, x + 2, y + 1, tone(r, 1));
  }
  return b;
}

export function pebbles(seed: number): Bitmap {
  const b = new Bitmap(16, 16);
  for (let i = 0; i < 3; i++) {
    const x = 2 + Math.floor(hash2(i, seed, 12) * 12);
    const y = 2 + Math.floor(hash2(seed, i, 12) * 12);
    rect(b, x, y, 2, 1, tone(P.stone, 3));
    rect(b, x, y + 1, 2, 1, tone(P.stone, 1));
  }
  return b;
}

/** A fence piece joined towards the sides set in `sides` (1 north, 2 east, 4 south, 8 west). */
export function fence(sides: number, wood: Ramp): Bitmap {
  return sprite(16, 16, (b) => {
    if (sides & 2) {
      rect(b, 8, 6, 8, 2, tone(wood, 3));
      rect(b, 8, 10, 8, 2, tone(wood, 2));
    }
    if (sides & 8) {
      rect(b, 0, 6, 8, 2, tone(wood, 3));
      rect(b, 0, 10, 8, 2, tone(wood, 2));
    }
    if (sides & 1) rect(b, 7, 0, 2, 6, tone(wood, 2));
    if (sides & 4) rect(b, 7, 8, 2, 8, tone(wood, 2));
    rect(b, 6, 3, 4, 11, tone(wood, 2));
    rect(b, 6, 3, 4, 1, tone(wood, 4));
    vline(b, 9, 4, 13, tone(wood, 1));
  });
}

export function house(roof: Ramp, wall: Ramp, w = 48): Bitmap {
  return sprite(w, 48, (b) => {
    const right = w - 4;
    rect(b, 4, 22, right - 4, 24, tone(wall, 3));
    for (let y = 25; y < 46; y += 4) hline(b, 4, right - 1, y, tone(wall, 2));
    polygon(b, [[1, 24], [w / 2, 1], [w - 1, 24]], tone(roof, 2));
    polygon(b, [[w / 2, 1], [w - 1, 24], [w / 2, 24]], tone(roof, 1));
    for (let y = 6; y < 24; y += 4) {
      const half = ((y - 1) / 23) * (w / 2 - 1);
      hline(b, w / 2 - half + 1, w / 2 + half - 1, y, tone(roof, 0));
    }
    hline(b, 1, w - 2, 24, tone(roof, 0));
    rect(b, w - 14, 2, 5, 9, tone(P.brick, 2));
    rect(b, w / 2 - 4, 34, 8, 12, tone(P.wood, 1));
    rect(b, w / 2 - 3, 35, 6, 11, tone(P.wood, 2));
    b.set(w / 2 + 1, 40, tone(P.gold, 3));
    for (const x of [8, w - 16]) {
      rect(b, x, 28, 8, 7, tone(P.wood, 1));
      rect(b, x + 1, 29, 6, 5, tone(P.water, 3));
      rect(b, x + 1, 29, 2, 2, WHITE);
      rect(b, x - 1, 35, 10, 2, tone(P.red, 2));
      b.set(x + 1, 34, tone(P.pink, 2));
      b.set(x + 5, 34, tone(P.yellow, 2));
    }
  });
}

export function barn(): Bitmap {
  return sprite(64, 48, (b) => {
    rect(b, 4, 20, 56, 26, tone(P.red, 2));
    for (let x = 6; x < 60; x += 4) vline(b, x, 20, 45, tone(P.red, 1));
    polygon(b, [[1, 22], [12, 4], [52, 4], [63, 22]], tone(P.stone, 2));
    polygon(b, [[32, 4], [52, 4], [63, 22], [32, 22]], tone(P.stone, 1));
    for (let y = 7; y < 22; y += 3) hline(b, 3, 60, y, tone(P.stone, 3));
    rect(b, 22, 28, 20, 18, tone(P.cream, 3));
    rect(b, 24, 30, 16, 16, tone(P.red, 1));
    line(b, 24, 30, 39, 45, tone(P.cream, 3));
    line(b, 39, 30, 24, 45, tone(P.cream, 3));
    rect(b, 28, 10, 8, 7, tone(P.cream, 3));
    rect(b, 29, 11, 6, 5, BLACK);
  });
}

export function silo(): Bitmap {
  return sprite(32, 48, (b) => {
    rect(b, 6, 12, 20, 34, tone(P.stone, 3));
    rect(b, 18, 12, 8, 34, tone(P.stone, 2));
    for (let y = 16; y < 46; y += 5) hline(b, 6, 25, y, tone(P.stone, 1));
    orb(b, 16, 12, 10, 9, P.stone, { base: 2 });
    rect(b, 6, 12, 20, 1, tone(P.stone, 1));
    rect(b, 13, 36, 6, 10, tone(P.stone, 1));
    vline(b, 24, 14, 45, tone(P.stone, 4));
  }, [16, 46, 12, 2]);
}

export function tractor(): Bitmap {
  return sprite(32, 32, (b) => {
    rect(b, 4, 12, 16, 10, tone(P.red, 2));
    rect(b, 4, 12, 16, 2, tone(P.red, 3));
    rect(b, 14, 2, 12, 14, tone(P.red, 2));
    rect(b, 16, 4, 8, 7, tone(P.water, 3));
    rect(b, 6, 6, 2, 6, tone(P.stone, 1));
    orb(b, 22, 23, 7, 7, P.stone, { base: 0, spec: false });
    ellipse(b, 22, 23, 3, 3, tone(P.yellow, 2));
    orb(b, 8, 26, 4.5, 4.5, P.stone, { base: 0, spec: false });
    ellipse(b, 8, 26, 2, 2, tone(P.yellow, 2));
  }, [16, 30, 14, 2]);
}

export function hayBale(): Bitmap {
  return sprite(16, 16, (b) => {
    rect(b, 2, 5, 12, 9, tone(P.yellow, 2));
    rect(b, 2, 5, 12, 2, tone(P.yellow, 3));
    vline(b, 5, 5, 13, tone(P.wood, 2));
    vline(b, 10, 5, 13, tone(P.wood, 2));
    for (let i = 0; i < 6; i++) b.set(3 + Math.floor(hash2(i, 1, 4) * 10), 8 + Math.floor(hash2(i, 2, 4) * 5), tone(P.yellow, 1));
  }, [8, 14, 7, 2]);
}

export function crate(): Bitmap {
  return sprite(16, 16, (b) => {
    rect(b, 2, 3, 12, 11, tone(P.wood, 3));
    rect(b, 3, 4, 10, 9, tone(P.wood, 2));
    line(b, 3, 4, 12, 12, tone(P.wood, 3));
    rect(b, 2, 3, 12, 1, tone(P.wood, 4));
  }, [8, 14, 7, 2]);
}

export function barrel(): Bitmap {
  return sprite(16, 16, (b) => {
    ellipse(b, 8, 8.5, 5.5, 6.5, tone(P.wood, 2));
    rect(b, 9, 3, 3, 12, tone(P.wood, 1));
    hline(b, 3, 12, 5, tone(P.stone, 2));
    hline(b, 3, 12, 12, tone(P.stone, 2));
    ellipse(b, 8, 3, 4, 1.5, tone(P.wood, 3));
  }, [8, 14, 6, 2]);
}

export function well(): Bitmap {
  return sprite(16, 32, (b) => {
    rect(b, 3, 4, 2, 16, tone(P.wood, 1));
    rect(b, 11, 4, 2, 16, tone(P.wood, 1));
    polygon(b, [[0, 6], [8, 0], [16, 6]], tone(P.red, 2));
    hline(b, 4, 12, 11, tone(P.wood, 2));
    vline(b, 8, 11, 17, tone(P.stone, 3));
    rect(b, 7, 17, 3, 3, tone(P.wood, 2));
    rect(b, 1, 20, 14, 10, tone(P.stone, 3));
    for (let y = 23; y < 30; y += 3) hline(b, 1, 14, y, tone(P.stone, 2));
    ellipse(b, 8, 20, 7, 2, tone(P.water, 1));
  }, [8, 30, 8, 2]);
}

export function scarecrow(): Bitmap {
  return sprite(16, 32, (b) => {
    vline(b, 8, 8, 30, tone(P.wood, 1));
    hline(b, 1, 14, 13, tone(P.wood, 2));
    rect(b, 5, 12, 6, 9, tone(P.blue, 2));
    orb(b, 8, 8, 3.5, 3.5, P.sand, { base: 2, spec: false });
    rect(b, 3, 3, 10, 2, tone(P.yellow, 1));
    rect(b, 5, 1, 6, 3, tone(P.yellow, 2));
    b.set(7, 8, BLACK);
    b.set(9, 8, BLACK);
  });
}

export function dock(post: boolean): Bitmap {
  const b = new Bitmap(16, 16);
  for (let x = 0; x < 16; x += 4) {
    rect(b, x, 0, 3, 16, tone(P.wood, x % 8 === 0 ? 3 : 2));
    vline(b, x + 3, 0, 15, tone(P.wood, 0));
  }
  if (post) {
    rect(b, 0, 12, 3, 4, tone(P.wood, 1));
    rect(b, 13, 12, 3, 4, tone(P.wood, 1));
  }
  return b;
}

export function bridgeTile(horizontal: boolean): Bitmap {
  const b = new Bitmap(16, 16);
  for (let i = 0; i < 16; i += 4) {
    if (horizontal) {
      rect(b, i, 1, 3, 14, tone(P.wood, i % 8 === 0 ? 3 : 2));
      vline(b, i + 3, 1, 14, tone(P.wood, 0));
    } else {
      rect(b, 1, i, 14, 3, tone(P.wood, i % 8 === 0 ? 3 : 2));
      hline(b, 1, 14, i + 3, tone(P.wood, 0));
    }
  }
  if (horizontal) {
    rect(b, 0, 0, 16, 2, tone(P.wood, 1));
    rect(b, 0, 14, 16, 2, tone(P.wood, 1));
  } else {
    rect(b, 0, 0, 2, 16, tone(P.wood, 1));
    rect(b, 14, 0, 2, 16, tone(P.wood, 1));
  }
  return b;
}

export function hut(): Bitmap {
  return sprite(32, 32, (b) => {
    rect(b, 4, 14, 24, 16, tone(P.wood, 3));
    for (let x = 5; x < 28; x += 3) vline(b, x, 14, 29, tone(P.wood, 2));
    polygon(b, [[0, 16], [16, 1], [32, 16]], tone(P.yellow, 2));
    polygon(b, [[16, 1], [32, 16], [16, 16]], tone(P.yellow, 1));
    for (let i = 0; i < 10; i++) line(b, 16, 2, 2 + i * 3, 16, tone(P.sand, 2));
    hline(b, 1, 30, 16, tone(P.sand, 1));
    rect(b, 13, 20, 6, 10, BLACK);
  });
}

export function boat(): Bitmap {
  return sprite(32, 16, (b) => {
    polygon(b, [[1, 5], [31, 5], [27, 14], [5, 14]], tone(P.wood, 2));
    rect(b, 3, 5, 26, 2, tone(P.wood, 3));
    hline(b, 4, 28, 10, tone(P.red, 2));
    rect(b, 6, 7, 20, 2, tone(P.wood, 1));
  });
}

export function lighthouse(): Bitmap {
  return sprite(16, 48, (b) => {
    polygon(b, [[3, 46], [5, 12], [11, 12], [13, 46]], WHITE);
    for (let y = 16; y < 46; y += 10) polygon(b, [[3, y + 5], [4, y], [12, y], [13, y + 5]], tone(P.red, 2));
    rect(b, 4, 6, 8, 6, tone(P.yellow, 3));
    polygon(b, [[3, 6], [8, 0], [13, 6]], tone(P.red, 1));
    rect(b, 7, 38, 3, 8, tone(P.wood, 1));
  });
}

export function table(): Bitmap {
  return sprite(32, 16, (b) => {
    rect(b, 1, 2, 30, 8, tone(P.wood, 3));
    rect(b, 1, 2, 30, 1, tone(P.wood, 4));
    rect(b, 1, 9, 30, 2, tone(P.wood, 1));
    rect(b, 3, 11, 2, 4, tone(P.wood, 1));
    rect(b, 27, 11, 2, 4, tone(P.wood, 1));
    rect(b, 8, 4, 16, 4, WHITE);
    orb(b, 16, 5, 3, 2, P.orange, { base: 2, spec: false });
  });
}

export function chair(): Bitmap {
  return sprite(16, 16, (b) => {
    rect(b, 4, 1, 8, 8, tone(P.wood, 2));
    rect(b, 5, 2, 6, 6, tone(P.red, 2));
    rect(b, 3, 8, 10, 3, tone(P.wood, 3));
    rect(b, 4, 11, 2, 4, tone(P.wood, 1));
    rect(b, 10, 11, 2, 4, tone(P.wood, 1));
  });
}

export function bookshelf(): Bitmap {
  return sprite(16, 32, (b) => {
    rect(b, 1, 1, 14, 30, tone(P.wood, 1));
    const colours = [P.red, P.blue, P.green, P.gold, P.purple, P.orange];
    for (let s = 0; s < 4; s++) {
      const y = 3 + s * 7;
      rect(b, 2, y, 12, 5, tone(P.wood, 0));
      for (let i = 0; i < 5; i++) {
        const h = 3 + Math.floor(hash2(i, s, 6) * 2);
        rect(b, 3 + i * 2, y + 5 - h, 2, h, tone(colours[(i + s) % colours.length] ?? P.red, 2));
      }
      hline(b, 1, 14, y + 5, tone(P.wood, 3));
    }
  });
}

export function bed(): Bitmap {
  return sprite(16, 32, (b) => {
    rect(b, 1, 1, 14, 5, tone(P.wood, 2));
    rect(b, 2, 5, 12, 24, WHITE);
    rect(b, 3, 6, 10, 5, tone(P.cream, 3));
    rect(b, 2, 12, 12, 17, tone(P.blue, 2));
    hline(b, 2, 13, 12, tone(P.blue, 3));
    for (let y = 15; y < 29; y += 4) hline(b, 2, 13, y, tone(P.blue, 1));
    rect(b, 1, 28, 14, 3, tone(P.wood, 1));
  });
}

export function fireplace(): Bitmap {
  return sprite(32, 32, (b) => {
    rect(b, 1, 4, 30, 27, tone(P.stone, 3));
    for (let y = 8; y < 31; y += 4) hline(b, 1, 30, y, tone(P.stone, 2));
    rect(b, 0, 2, 32, 4, tone(P.wood, 2));
    rect(b, 8, 14, 16, 17, BLACK);
    polygon(b, [[10, 30], [13, 19], [16, 24], [19, 17], [22, 30]], tone(P.orange, 2));
    polygon(b, [[13, 30], [16, 23], [19, 30]], tone(P.yellow, 3));
    rect(b, 6, 0, 3, 2, tone(P.gold, 2));
    rect(b, 22, 0, 4, 2, tone(P.blue, 2));
  });
}

export function pottedPlant(): Bitmap {
  return sprite(16, 16, (b) => {
    orb(b, 8, 6, 5, 4.5, P.green, { base: 2, spec: false });
    polygon(b, [[4, 10], [12, 10], [11, 15], [5, 15]], tone(P.brick, 2));
    rect(b, 4, 10, 8, 1, tone(P.brick, 3));
  }, [8, 14, 6, 2]);
}

export function clock(): Bitmap {
  return sprite(16, 32, (b) => {
    rect(b, 3, 2, 10, 29, tone(P.wood, 2));
    polygon(b, [[2, 3], [8, 0], [14, 3]], tone(P.wood, 1));
    ellipse(b, 8, 8, 4, 4, tone(P.cream, 3));
    vline(b, 8, 5, 8, BLACK);
    hline(b, 8, 10, 8, BLACK);
    rect(b, 5, 15, 6, 12, tone(P.wood, 0));
    vline(b, 8, 15, 23, tone(P.gold, 2));
    ellipse(b, 8, 24, 2, 2, tone(P.gold, 3));
  });
}

export function sofa(): Bitmap {
  return sprite(32, 16, (b) => {
    rect(b, 2, 1, 28, 8, tone(P.purple, 2));
    rect(b, 2, 8, 28, 6, tone(P.purple, 3));
    rect(b, 0, 4, 4, 11, tone(P.purple, 1));
    rect(b, 28, 4, 4, 11, tone(P.purple, 1));
    vline(b, 16, 8, 13, tone(P.purple, 1));
    rect(b, 2, 14, 2, 2, tone(P.wood, 0));
    rect(b, 28, 14, 2, 2, tone(P.wood, 0));
  });
}

/** The wall face of a room: wallpaper above, wooden panelling below, drawn 16x32. */
export function wallFace(kind: 'plain' | 'window' | 'painting'): Bitmap {
  const b = new Bitmap(16, 32);
  for (let y = 0; y < 32; y++) {
    for (let x = 0; x < 16; x++) {
      const stripe = x % 4 === 0;
      b.set(x, y, y < 20 ? tone(P.teal, stripe ? 1 : 2) : tone(P.wood, y === 20 ? 4 : x % 8 === 0 ? 1 : 2));
    }
  }
  for (let x = 0; x < 16; x += 4) if (x % 8 === 4) b.set(x + 1, 10, tone(P.gold, 3));
  hline(b, 0, 15, 31, tone(P.wood, 0));
  if (kind === 'window') {
    rect(b, 3, 3, 10, 13, tone(P.wood, 3));
    rect(b, 4, 4, 8, 11, tone(P.water, 3));
    vline(b, 8, 4, 14, tone(P.wood, 3));
    hline(b, 4, 11, 9, tone(P.wood, 3));
    rect(b, 4, 4, 3, 2, WHITE);
  }
  if (kind === 'painting') {
    rect(b, 3, 4, 10, 10, tone(P.gold, 2));
    rect(b, 4, 5, 8, 8, tone(P.water, 3));
    polygon(b, [[4, 13], [7, 8], [10, 11], [12, 9], [12, 13]], tone(P.green, 2));
    orb(b, 10, 7, 1.2, 1.2, P.yellow, { base: 3, spec: false });
  }
  return b;
}

export function lamp(): Bitmap {
  return sprite(16, 32, (b) => {
    polygon(b, [[3, 10], [5, 2], [11, 2], [13, 10]], tone(P.yellow, 3));
    polygon(b, [[8, 2], [11, 2], [13, 10], [8, 10]], tone(P.yellow, 2));
    vline(b, 8, 10, 28, tone(P.wood, 1));
    rect(b, 5, 28, 7, 3, tone(P.wood, 2));
  }, [8, 30.5, 5, 1.2]);
}

export function armchair(): Bitmap {
  return sprite(16, 16, (b) => {
    rect(b, 3, 1, 10, 8, tone(P.green, 2));
    rect(b, 3, 8, 10, 5, tone(P.green, 3));
    rect(b, 1, 5, 3, 9, tone(P.green, 1));
    rect(b, 12, 5, 3, 9, tone(P.green, 1));
    rect(b, 2, 14, 2, 2, tone(P.wood, 0));
    rect(b, 12, 14, 2, 2, tone(P.wood, 0));
  });
}

export function counter(kind: number): Bitmap {
  return sprite(16, 16, (b) => {
    rect(b, 0, 3, 16, 12, tone(P.wood, 2));
    rect(b, 0, 2, 16, 3, tone(P.cream, 3));
    rect(b, 2, 7, 12, 7, tone(P.wood, 1));
    vline(b, 8, 7, 13, tone(P.wood, 3));
    if (kind === 1) {
      orb(b, 5, 1.5, 2.5, 1.8, P.orange, { base: 2, spec: false });
      orb(b, 10, 1, 2, 1.6, P.red, { base: 2, spec: false });
    }
    if (kind === 2) {
      rect(b, 4, 0, 8, 3, tone(P.stone, 2));
      rect(b, 5, 0, 6, 1, tone(P.stone, 4));
    }
  });
}
