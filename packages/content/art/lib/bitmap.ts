import { PNG } from 'pngjs';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** An RGBA colour as 0xRRGGBBAA, so colours compare with === and fit in a typed array. */
export type Rgba = number;

export function hex(value: string): Rgba {
  const clean = value.replace('#', '');
  const rgb = Number.parseInt(clean.slice(0, 6), 16);
  const alpha = clean.length === 8 ? Number.parseInt(clean.slice(6, 8), 16) : 255;
  return ((rgb << 8) | alpha) >>> 0;
}

export const CLEAR: Rgba = 0;

export function alphaOf(color: Rgba): number {
  return color & 0xff;
}

/** A small RGBA raster; every generator draws into one and the PNG writer saves it. */
export class Bitmap {
  readonly width: number;
  readonly height: number;
  readonly pixels: Uint32Array;

  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
    this.pixels = new Uint32Array(width * height);
  }

  inside(x: number, y: number): boolean {
    return x >= 0 && y >= 0 && x < this.width && y < this.height;
  }

  get(x: number, y: number): Rgba {
    if (!this.inside(x, y)) return CLEAR;
    return this.pixels[y * this.width + x] ?? CLEAR;
  }

  set(x: number, y: number, color: Rgba): void {
    const ix = Math.round(x);
    const iy = Math.round(y);
    if (!this.inside(ix, iy)) return;
    this.pixels[iy * this.width + ix] = color;
  }

  /** Alpha-blends so semi-transparent shadows and glows can be layered. */
  blend(x: number, y: number, color: Rgba): void {
    const a = alphaOf(color);
    if (a === 255) return this.set(x, y, color);
    if (a === 0 || !this.inside(x, y)) return;
    const under = this.get(x, y);
    const ua = alphaOf(under);
    if (ua === 0) return this.set(x, y, color);
    const t = a / 255;
    const mix = (shift: number): number =>
      Math.round(((color >>> shift) & 0xff) * t + ((under >>> shift) & 0xff) * (1 - t));
    const outA = Math.min(255, Math.round(a + ua * (1 - t)));
    this.set(x, y, ((mix(24) << 24) | (mix(16) << 16) | (mix(8) << 8) | outA) >>> 0);
  }

  opaque(x: number, y: number): boolean {
    return alphaOf(this.get(x, y)) > 0;
  }

  clone(): Bitmap {
    const copy = new Bitmap(this.width, this.height);
    copy.pixels.set(this.pixels);
    return copy;
  }

  /** Draws src over this bitmap; transparent source pixels leave the destination alone. */
  blit(src: Bitmap, dx: number, dy: number, options: { flipX?: boolean; scale?: number } = {}): void {
    const scale = options.scale ?? 1;
    for (let y = 0; y < src.height; y++) {
      for (let x = 0; x < src.width; x++) {
        const sx = options.flipX ? src.width - 1 - x : x;
        const color = src.get(sx, y);
        if (alphaOf(color) === 0) continue;
        for (let oy = 0; oy < scale; oy++) {
          for (let ox = 0; ox < scale; ox++) this.blend(dx + x * scale + ox, dy + y * scale + oy, color);
        }
      }
    }
  }

  crop(x: number, y: number, width: number, height: number): Bitmap {
    const out = new Bitmap(width, height);
    for (let j = 0; j < height; j++) {
      for (let i = 0; i < width; i++) out.set(i, j, this.get(x + i, y + j));
    }
    return out;
  }

  scaled(scale: number): Bitmap {
    const out = new Bitmap(this.width * scale, this.height * scale);
    out.blit(this, 0, 0, { scale });
    return out;
  }

  toPng(): Buffer {
    const png = new PNG({ width: this.width, height: this.height });
    for (let i = 0; i < this.pixels.length; i++) {
      const color = this.pixels[i] ?? 0;
      png.data[i * 4] = (color >>> 24) & 0xff;
      png.data[i * 4 + 1] = (color >>> 16) & 0xff;
      png.data[i * 4 + 2] = (color >>> 8) & 0xff;
      png.data[i * 4 + 3] = color & 0xff;
    }
    return PNG.sync.write(png, { colorType: 6 });
  }

  save(path: string): void {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, this.toPng());
  }
}

export function readPng(data: Buffer): Bitmap {
  const png = PNG.sync.read(data);
  const out = new Bitmap(png.width, png.height);
  for (let i = 0; i < out.pixels.length; i++) {
    out.pixels[i] =
      (((png.data[i * 4] ?? 0) << 24) |
        ((png.data[i * 4 + 1] ?? 0) << 16) |
        ((png.data[i * 4 + 2] ?? 0) << 8) |
        (png.data[i * 4 + 3] ?? 0)) >>>
      0;
  }
  return out;
}

export function writeJson(path: string, value: unknown): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(value, null, 1)}\n`);
}
