import type { Rgba } from '../lib/bitmap.ts';
import { hash2, valueNoise } from '../lib/noise.ts';
import { P, tone, type Ramp } from '../lib/palette.ts';

/**
 * Ground textures as functions of a pixel inside a 16x16 tile. Every noise term repeats every
 * 16 pixels, so any tile sits seamlessly beside any other of the same ground.
 */
export type Texture = (x: number, y: number, variant: number) => Rgba;

function periodic(x: number, y: number, cell: number, seed: number): number {
  return valueNoise(x, y, cell, seed, 16 / cell);
}

export function grass(r: Ramp): Texture {
  return (x, y, v) => {
    const n = periodic(x, y, 8, 11 + v * 7) * 0.75 + periodic(x, y, 4, 5) * 0.25;
    let c = tone(r, n > 0.68 ? 3 : 2);
    // A few grass blades: a light tip over a dark root, so the field reads as grass, not noise.
    const h = hash2(Math.floor(x / 2), y, 40 + v);
    if (h > 0.9 && x % 2 === 0) c = tone(r, 3);
    if (hash2(Math.floor(x / 2), y - 1, 40 + v) > 0.9 && x % 2 === 0) c = tone(r, 1);
    if (n < 0.22 && (x + y) % 2 === 0) c = tone(r, 1);
    return c;
  };
}

export function dirt(r: Ramp): Texture {
  return (x, y, v) => {
    const n = periodic(x, y, 8, 21 + v) * 0.7 + periodic(x, y, 4, 23 + v) * 0.3;
    const h = hash2(x, y, 50 + v);
    if (h > 0.97) return tone(r, 4);
    if (h < 0.03) return tone(r, 1);
    return tone(r, n > 0.7 ? 3 : 2);
  };
}

export function sand(r: Ramp): Texture {
  return (x, y, v) => {
    const n = periodic(x, y, 4, 31 + v);
    const h = hash2(x, y, 60 + v);
    if (h > 0.94) return tone(r, 4);
    if (h < 0.04) return tone(r, 1);
    return tone(r, n < 0.3 ? 2 : 3);
  };
}

/** Water: the frame number slides the wave highlights so four frames loop smoothly. */
export function water(r: Ramp, deep = false): Texture {
  return (x, y, frame) => {
    const base = deep ? 1 : 2;
    const n = periodic(x, y, 8, 71);
    const wave = Math.sin(((x + frame * 4) / 16) * Math.PI * 2 + y * 0.9 + n * 3);
    if (wave > 0.93 && (y + frame) % 4 === 0) return tone(r, base + 2);
    if (wave > 0.75 && (y + frame) % 4 === 0) return tone(r, base + 1);
    return tone(r, n < 0.3 ? base - 1 : base);
  };
}

export function farmland(r: Ramp): Texture {
  return (x, y) => {
    const row = y % 4;
    if (row === 0) return tone(r, 3);
    if (row === 3) return tone(r, 0);
    return hash2(x, y, 9) > 0.9 ? tone(r, 3) : tone(r, row === 1 ? 2 : 1);
  };
}

export function concrete(r: Ramp): Texture {
  return (x, y, v) => {
    // Poured slabs, 8 px square, each a shade of its own; seams on their top and left sides.
    if (x % 8 === 0 || y % 8 === 0) return tone(r, 2);
    const slab = hash2(Math.floor(x / 8), Math.floor(y / 8), 80 + v);
    const h = hash2(x, y, 81 + v);
    if (h > 0.95) return tone(r, 2);
    if (x % 8 === 1 || y % 8 === 1) return tone(r, 4);
    return tone(r, slab > 0.6 ? 4 : 3);
  };
}

export function asphalt(): Texture {
  return (x, y, v) => {
    const h = hash2(x, y, 90 + v);
    if (h > 0.9) return tone(P.stone, 2);
    return tone(P.stone, h < 0.1 ? 0 : 1);
  };
}

export function woodFloor(r: Ramp): Texture {
  return (x, y) => {
    const plank = Math.floor(y / 4);
    const offset = (plank % 2) * 8;
    if (y % 4 === 3) return tone(r, 1);
    if ((x + offset) % 16 === 0) return tone(r, 1);
    const grain = hash2(Math.floor((x + offset) / 3), y, 17 + plank) > 0.8;
    return tone(r, grain ? 2 : plank % 2 === 0 ? 3 : 3);
  };
}

export function checker(a: Ramp, b: Ramp): Texture {
  return (x, y) => {
    const dark = (Math.floor(x / 8) + Math.floor(y / 8)) % 2 === 1;
    const r = dark ? b : a;
    if (x % 8 === 0 && y % 8 === 0) return tone(r, 4);
    if (x % 8 === 7 || y % 8 === 7) return tone(r, 2);
    return tone(r, 3);
  };
}

export function rug(main: Ramp, trim: Ramp): Texture {
  return (x, y) => {
    const d = Math.abs(((x + y) % 8) - 4) + Math.abs(((x - y + 16) % 8) - 4);
    if (d < 2) return tone(trim, 3);
    if (d === 4) return tone(main, 1);
    return tone(main, 2);
  };
}

export function wallTop(): Texture {
  return (x, y) => (hash2(x, y, 99) > 0.85 ? tone(P.choco, 1) : tone(P.choco, 0));
}

export function cobbles(r: Ramp): Texture {
  return (x, y) => {
    const row = Math.floor(y / 4);
    const off = row % 2 === 0 ? 0 : 3;
    const bx = (x + off) % 6;
    if (y % 4 === 3 || bx === 5) return tone(r, 1);
    if (y % 4 === 0 && bx < 2) return tone(r, 4);
    return tone(r, hash2(Math.floor((x + off) / 6), row, 5) > 0.5 ? 3 : 2);
  };
}
