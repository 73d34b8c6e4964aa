import { Bitmap } from '../lib/bitmap.ts';

type TiledLayer = { name: string; data: number[]; width: number; height: number };

/**
 * Draws a generated map the way the game stacks its layers (collisions hidden), with an
 * optional tinted collision overlay: the preview a person looks at to judge a map.
 */
export function renderMap(
  map: { width: number; height: number; layers: TiledLayer[] },
  tileAt: (gid: number) => Bitmap | undefined,
  options: { collisions?: boolean } = {},
): Bitmap {
  const out = new Bitmap(map.width * 16, map.height * 16);
  for (const layer of map.layers) {
    if (layer.name === 'collisions' && !options.collisions) continue;
    layer.data.forEach((gid, i) => {
      if (gid === 0) return;
      const tile = tileAt(gid);
      if (tile) out.blit(tile, (i % map.width) * 16, Math.floor(i / map.width) * 16);
    });
  }
  return out;
}
