import { join } from 'node:path';
import { buildThemes } from './build-assets.ts';
import { renderMap } from './maps/render-map.ts';

/**
 * Renders each creative map the way the game stacks its layers, 2x, into a folder (default
 * /tmp), plus a copy with the collisions layer shown: `node --import tsx preview-maps.ts [dir]`.
 */
const outDir = process.argv[2] ?? '/tmp';

for (const { theme, map, mapPath } of buildThemes()) {
  const tiled = map as { width: number; height: number; layers: { name: string; data: number[]; width: number; height: number }[] };
  const tileAt = (gid: number) => theme.tileset.tile(gid - 1);
  const base = mapPath.replace('maps/', '').replace('.json', '');
  renderMap(tiled, tileAt).scaled(2).save(join(outDir, `${base}.png`));
  renderMap(tiled, tileAt, { collisions: true }).scaled(2).save(join(outDir, `${base}-collisions.png`));
  console.log(join(outDir, `${base}.png`));
}
