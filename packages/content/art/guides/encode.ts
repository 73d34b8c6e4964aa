import { PNG } from 'pngjs';
import type { Bitmap } from '../lib/bitmap.ts';

/**
 * A guide picture is fully opaque, so it is saved as RGB (no alpha channel) at the highest
 * compression: the same pixels in about three quarters of the bytes.
 */
export function encodeGuidePng(bitmap: Bitmap): Buffer {
  const png = new PNG({ width: bitmap.width, height: bitmap.height, colorType: 2, inputColorType: 6, inputHasAlpha: true });
  for (let i = 0; i < bitmap.pixels.length; i++) {
    const color = bitmap.pixels[i] ?? 0;
    png.data[i * 4] = (color >>> 24) & 0xff;
    png.data[i * 4 + 1] = (color >>> 16) & 0xff;
    png.data[i * 4 + 2] = (color >>> 8) & 0xff;
    png.data[i * 4 + 3] = 255;
  }
  return PNG.sync.write(png, { colorType: 2, inputColorType: 6, inputHasAlpha: true, deflateLevel: 9 });
}
