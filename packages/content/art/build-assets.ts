import { CHARACTER_IDS } from '../src/catalogue/characters.ts';
import { MAP_THEMES } from '../src/catalogue/themes.ts';
import { drawCharacterSheet, drawPortrait } from './characters/character-sheet.ts';
import { drawBadges } from './badges.ts';
import { EFFECTS_META, drawEffects } from './effects.ts';
import { drawItemSprites } from './items/item-sprites.ts';
import { packAtlas } from './lib/atlas.ts';
import type { Bitmap } from './lib/bitmap.ts';
import { MAP_LAYOUTS } from './maps/creative-maps.ts';
import { buildTheme, type Theme } from './tiles/theme-tilesets.ts';

/** One generated file: a path under assets/ and its content. */
export type Asset = { path: string; png?: Bitmap; json?: unknown };

export type BuiltTheme = { theme: Theme; map: Record<string, unknown>; mapPath: string };

export function buildThemes(): BuiltTheme[] {
  return MAP_THEMES.map((info) => {
    const theme = buildTheme(info.id);
    const map = MAP_LAYOUTS[info.id](theme).toTiled(`../tileset_png/${info.tileset}`, { theme: info.id, name: info.name, start: info.start.join(',') });
    return { theme, map, mapPath: `maps/${info.mapPath}` };
  });
}

/** Everything under packages/content/assets, computed in memory (written by generate.ts). */
export function buildAssets(): Asset[] {
  const assets: Asset[] = [];
  const themes = buildThemes();
  MAP_THEMES.forEach((info, i) => {
    const built = themes[i];
    if (!built) return;
    assets.push({ path: `tileset_png/${info.tilesetImage}`, png: built.theme.tileset.image() });
    assets.push({ path: `tileset_png/${info.tileset}`, json: built.theme.tileset.json(info.tilesetImage) });
    assets.push({ path: built.mapPath, json: built.map });
  });
  const items = packAtlas(drawItemSprites().map((s) => ({ name: s.name, bitmap: s.bitmap })), 'items.png', 256);
  assets.push({ path: 'sprites/items.png', png: items.bitmap }, { path: 'sprites/items.json', json: items.json });
  const effects = packAtlas(drawEffects(), 'effects.png', 256);
  assets.push(
    { path: 'sprites/effects.png', png: effects.bitmap },
    { path: 'sprites/effects.json', json: { ...effects.json, meta: { ...effects.json.meta, ...EFFECTS_META } } },
  );
  for (const id of CHARACTER_IDS) {
    const sheet = drawCharacterSheet(id);
    assets.push({ path: `sprites/characters/${id}.png`, png: sheet.bitmap });
    assets.push({ path: `sprites/characters/${id}.json`, json: sheet.json });
    assets.push({ path: `sprites/portraits/${id}.png`, png: drawPortrait(id) });
  }
  for (const badge of drawBadges()) assets.push({ path: `badges/${badge.id}.png`, png: badge.bitmap });
  return assets;
}
