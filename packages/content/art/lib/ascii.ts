import { Bitmap, type Rgba } from './bitmap.ts';

/**
 * Hand-placed pixels as text: one character per pixel, '.' or ' ' transparent, every other
 * character looked up in the key. Faces and hair read better placed by hand than computed.
 */
export function fromAscii(rows: readonly string[], key: Readonly<Record<string, Rgba>>): Bitmap {
  const width = Math.max(...rows.map((r) => r.length));
  const b = new Bitmap(width, rows.length);
  paintAscii(b, rows, key, 0, 0);
  return b;
}

export function paintAscii(
  b: Bitmap,
  rows: readonly string[],
  key: Readonly<Record<string, Rgba>>,
  dx: number,
  dy: number,
  flipX = false,
): void {
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      const ch = row[x] ?? '.';
      if (ch === '.' || ch === ' ') continue;
      const color = key[ch];
      if (color === undefined) throw new Error(`ascii sprite: no colour for '${ch}'`);
      const px = flipX ? row.length - 1 - x : x;
      b.set(dx + px, dy + y, color);
    }
  });
}
