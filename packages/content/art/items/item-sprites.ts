import { ITEM_ART } from '../../src/catalogue/item-art.ts';
import { Bitmap, alphaOf } from '../lib/bitmap.ts';
import { desaturate, mapPixels, outline } from '../lib/draw.ts';
import { FOOD_PAINTERS } from './painters-food.ts';
import { GOODS_PAINTERS } from './painters-goods.ts';
import { WORLD_PAINTERS } from './painters-world.ts';
import type { Painter } from './shapes.ts';

const PAINTERS: Record<string, Painter> = { ...FOOD_PAINTERS, ...GOODS_PAINTERS, ...WORLD_PAINTERS };

/**
 * A not-yet-built structure is drawn as a pale see-through ghost of the finished one, so the
 * learner sees what build() will make and where.
 */
function ghost(b: Bitmap): void {
  mapPixels(b, (color) => {
    const pale = desaturate(color, 0.85);
    const lift = (shift: number): number => Math.min(255, Math.round(((pale >>> shift) & 0xff) * 0.55 + 0.45 * 235));
    return ((lift(24) << 24) | (lift(16) << 16) | (Math.min(255, lift(8) + 14) << 8) | 140) >>> 0;
  });
}

export type ItemSprite = { readonly name: string; readonly bitmap: Bitmap };

function paint(name: string, width: number, height: number): Bitmap {
  const painter = PAINTERS[name];
  if (!painter) throw new Error(`no painter for item frame ${name}`);
  const b = new Bitmap(width, height);
  painter(b);
  outline(b);
  return b;
}

/** Every item frame the catalogue names, drawn; fails loudly when a frame has no painter. */
export function drawItemSprites(): ItemSprite[] {
  const sprites: ItemSprite[] = [];
  for (const art of Object.values(ITEM_ART)) {
    const [w, h] = art.size;
    for (const [state, name] of Object.entries(art.frames)) {
      let bitmap: Bitmap;
      if (state === 'disabled') {
        bitmap = paint(art.frames.enabled ?? name, w * 16, h * 16);
        ghost(bitmap);
      } else {
        bitmap = paint(name, w * 16, h * 16);
      }
      sprites.push({ name, bitmap });
    }
  }
  return sprites;
}

export function isBlank(b: Bitmap): boolean {
  return b.pixels.every((p) => alphaOf(p) === 0);
}
