import { Bitmap } from './bitmap.ts';

export type AtlasFrame = { readonly name: string; readonly bitmap: Bitmap };

/** Phaser / TexturePacker "JSON hash" frame data, the format Phaser's load.atlas reads. */
export type AtlasJson = {
  frames: Record<
    string,
    {
      frame: { x: number; y: number; w: number; h: number };
      rotated: false;
      trimmed: false;
      spriteSourceSize: { x: 0; y: 0; w: number; h: number };
      sourceSize: { w: number; h: number };
    }
  >;
  meta: { app: string; image: string; format: 'RGBA8888'; size: { w: number; h: number }; scale: '1' };
};

/**
 * Shelf packing in the given order: frames of one height share a row, so the atlas stays a
 * readable grid (handy when someone opens it to check a sprite) and the layout is deterministic.
 */
export function packAtlas(frames: readonly AtlasFrame[], image: string, width = 256, gap = 0): { bitmap: Bitmap; json: AtlasJson } {
  const placed: { frame: AtlasFrame; x: number; y: number }[] = [];
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  const byHeight = [...frames].sort((a, b) => a.bitmap.height - b.bitmap.height);
  for (const frame of byHeight) {
    const { width: w, height: h } = frame.bitmap;
    if (x + w > width || (rowHeight > 0 && h !== rowHeight)) {
      x = 0;
      y += rowHeight + gap;
      rowHeight = 0;
    }
    placed.push({ frame, x, y });
    x += w + gap;
    rowHeight = Math.max(rowHeight, h);
  }
  const height = y + rowHeight;
  const bitmap = new Bitmap(width, height);
  const json: AtlasJson = {
    frames: {},
    meta: { app: 'codehop art generator', image, format: 'RGBA8888', size: { w: width, h: height }, scale: '1' },
  };
  for (const p of placed) {
    bitmap.blit(p.frame.bitmap, p.x, p.y);
    const { width: w, height: h } = p.frame.bitmap;
    json.frames[p.frame.name] = {
      frame: { x: p.x, y: p.y, w, h },
      rotated: false,
      trimmed: false,
      spriteSourceSize: { x: 0, y: 0, w, h },
      sourceSize: { w, h },
    };
  }
  return { bitmap, json };
}
