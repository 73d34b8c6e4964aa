import { Bitmap, alphaOf, type Rgba } from './bitmap.ts';
import { OUTLINE, tone, type Ramp } from './palette.ts';

export function rect(b: Bitmap, x: number, y: number, w: number, h: number, color: Rgba): void {
  for (let j = 0; j < h; j++) for (let i = 0; i < w; i++) b.set(x + i, y + j, color);
}

export function hline(b: Bitmap, x0: number, x1: number, y: number, color: Rgba): void {
  for (let x = Math.min(x0, x1); x <= Math.max(x0, x1); x++) b.set(x, y, color);
}

export function vline(b: Bitmap, x: number, y0: number, y1: number, color: Rgba): void {
  for (let y = Math.min(y0, y1); y <= Math.max(y0, y1); y++) b.set(x, y, color);
}

export function line(b: Bitmap, x0: number, y0: number, x1: number, y1: number, color: Rgba): void {
  const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
  for (let s = 0; s <= steps; s++) {
    b.set(x0 + ((x1 - x0) * s) / steps, y0 + ((y1 - y0) * s) / steps, color);
  }
}

/** Pixel-centre ellipse test; centres on .5 give even widths. */
export function inEllipse(x: number, y: number, cx: number, cy: number, rx: number, ry: number): boolean {
  const dx = (x + 0.5 - cx) / rx;
  const dy = (y + 0.5 - cy) / ry;
  return dx * dx + dy * dy <= 1;
}

export function ellipse(b: Bitmap, cx: number, cy: number, rx: number, ry: number, color: Rgba): void {
  for (let y = Math.floor(cy - ry); y <= Math.ceil(cy + ry); y++) {
    for (let x = Math.floor(cx - rx); x <= Math.ceil(cx + rx); x++) {
      if (inEllipse(x, y, cx, cy, rx, ry)) b.set(x, y, color);
    }
  }
}

/**
 * A lit ellipsoid: each pixel's normal against a light from the upper left picks a step of
 * the ramp, which gives fruit, eggs, rocks and treetops the classic banded pixel-art shading.
 */
export function orb(
  b: Bitmap,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  r: Ramp,
  options: { base?: number; spec?: boolean } = {},
): void {
  const base = options.base ?? 1;
  for (let y = Math.floor(cy - ry); y <= Math.ceil(cy + ry); y++) {
    for (let x = Math.floor(cx - rx); x <= Math.ceil(cx + rx); x++) {
      if (!inEllipse(x, y, cx, cy, rx, ry)) continue;
      const nx = (x + 0.5 - cx) / rx;
      const ny = (y + 0.5 - cy) / ry;
      const nz = Math.sqrt(Math.max(0, 1 - nx * nx - ny * ny));
      const light = -0.55 * nx - 0.65 * ny + 0.55 * nz;
      const step = light > 0.75 ? 2 : light > 0.35 ? 1 : light > -0.1 ? 0 : -1;
      b.set(x, y, tone(r, base + step));
    }
  }
  if (options.spec !== false && rx >= 2.5) {
    b.set(Math.floor(cx - rx * 0.45), Math.floor(cy - ry * 0.5), tone(r, r.length - 1));
  }
}

export function polygon(b: Bitmap, points: readonly (readonly [number, number])[], color: Rgba): void {
  const ys = points.map((p) => p[1]);
  for (let y = Math.floor(Math.min(...ys)); y <= Math.ceil(Math.max(...ys)); y++) {
    const cy = y + 0.5;
    const xs: number[] = [];
    for (let i = 0; i < points.length; i++) {
      const a = points[i];
      const c = points[(i + 1) % points.length];
      if (!a || !c) continue;
      if ((a[1] <= cy && c[1] > cy) || (c[1] <= cy && a[1] > cy)) {
        xs.push(a[0] + ((cy - a[1]) * (c[0] - a[0])) / (c[1] - a[1]));
      }
    }
    xs.sort((p, q) => p - q);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const from = xs[k] ?? 0;
      const to = xs[k + 1] ?? 0;
      for (let x = Math.ceil(from - 0.5); x < Math.ceil(to - 0.5); x++) b.set(x, y, color);
    }
  }
}

/**
 * The 1-px dark line around a sprite's silhouette, added after drawing so every hat, tool and
 * item gets the same outline. Diagonal neighbours count too when `corners` is set.
 */
export function outline(b: Bitmap, color: Rgba = OUTLINE, corners = false): void {
  const src = b.clone();
  for (let y = 0; y < b.height; y++) {
    for (let x = 0; x < b.width; x++) {
      if (src.opaque(x, y)) continue;
      const near =
        src.opaque(x - 1, y) || src.opaque(x + 1, y) || src.opaque(x, y - 1) || src.opaque(x, y + 1) ||
        (corners && (src.opaque(x - 1, y - 1) || src.opaque(x + 1, y - 1) || src.opaque(x - 1, y + 1) || src.opaque(x + 1, y + 1)));
      if (near) b.set(x, y, color);
    }
  }
}

/** A soft oval shadow under an object so it sits on the ground instead of floating. */
export function groundShadow(b: Bitmap, cx: number, cy: number, rx: number, ry: number): void {
  for (let y = Math.floor(cy - ry); y <= Math.ceil(cy + ry); y++) {
    for (let x = Math.floor(cx - rx); x <= Math.ceil(cx + rx); x++) {
      if (inEllipse(x, y, cx, cy, rx, ry) && alphaOf(b.get(x, y)) === 0) b.set(x, y, 0x2a1d2e50);
    }
  }
}

/** Replaces every pixel of one colour, so a template can be recoloured per palette. */
export function recolor(b: Bitmap, from: Rgba, to: Rgba): void {
  for (let i = 0; i < b.pixels.length; i++) if (b.pixels[i] === from) b.pixels[i] = to;
}

/** Darkens or lightens every opaque pixel by a ramp lookup: used for pressed/disabled looks. */
export function mapPixels(b: Bitmap, fn: (color: Rgba, x: number, y: number) => Rgba): void {
  for (let y = 0; y < b.height; y++) {
    for (let x = 0; x < b.width; x++) {
      const c = b.get(x, y);
      if (alphaOf(c) > 0) b.set(x, y, fn(c, x, y));
    }
  }
}

export function desaturate(color: Rgba, amount: number, alpha?: number): Rgba {
  const r = (color >>> 24) & 0xff;
  const g = (color >>> 16) & 0xff;
  const bl = (color >>> 8) & 0xff;
  const grey = 0.3 * r + 0.59 * g + 0.11 * bl;
  const mix = (v: number): number => Math.round(v + (grey - v) * amount);
  return ((mix(r) << 24) | (mix(g) << 16) | (mix(bl) << 8) | (alpha ?? color & 0xff)) >>> 0;
}

export function shade(color: Rgba, factor: number): Rgba {
  const ch = (shift: number): number => Math.max(0, Math.min(255, Math.round(((color >>> shift) & 0xff) * factor)));
  return ((ch(24) << 24) | (ch(16) << 16) | (ch(8) << 8) | (color & 0xff)) >>> 0;
}
