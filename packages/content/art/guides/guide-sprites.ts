import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readPng, type Bitmap } from '../lib/bitmap.ts';

/**
 * The game's own committed art (tilesets, item atlas, character sheets, effects), read from
 * packages/content/assets so a guide picture shows exactly what the child sees while playing.
 */
export interface GuideSprites {
  /** A tile of a Tiled tileset by its path under assets (e.g. `tileset_png/sunny-farmstead.json`) and 0-based id. */
  tile(tilesetPath: string, id: number): Bitmap | undefined;
  item(frame: string): Bitmap;
  character(id: string, frame: string): Bitmap;
  effect(frame: string): Bitmap;
}

type Frames = Record<string, { frame: { x: number; y: number; w: number; h: number } }>;

export function loadGuideSprites(assetsDir: string): GuideSprites {
  const cache = new Map<string, Bitmap>();
  const png = (path: string): Bitmap => {
    let bitmap = cache.get(path);
    if (!bitmap) {
      bitmap = readPng(readFileSync(join(assetsDir, path)));
      cache.set(path, bitmap);
    }
    return bitmap;
  };
  const json = <T>(path: string): T => JSON.parse(readFileSync(join(assetsDir, path), 'utf8')) as T;
  const atlas = (pngPath: string, jsonPath: string) => {
    const frames = json<{ frames: Frames }>(jsonPath).frames;
    return (name: string): Bitmap => {
      const f = frames[name]?.frame;
      if (!f) throw new Error(`No frame ${name} in ${jsonPath}`);
      return png(pngPath).crop(f.x, f.y, f.w, f.h);
    };
  };
  const sheets = new Map<string, (name: string) => Bitmap>();
  const tilesets = new Map<string, { image: string; columns: number }>();
  return {
    tile(tilesetPath, id) {
      let info = tilesets.get(tilesetPath);
      if (!info) {
        info = json<{ image: string; columns: number }>(tilesetPath);
        tilesets.set(tilesetPath, info);
      }
      const dir = tilesetPath.slice(0, tilesetPath.lastIndexOf('/') + 1);
      return png(dir + info.image).crop((id % info.columns) * 16, Math.floor(id / info.columns) * 16, 16, 16);
    },
    item: atlas('sprites/items.png', 'sprites/items.json'),
    character(id, frame) {
      let sheet = sheets.get(id);
      if (!sheet) {
        sheet = atlas(`sprites/characters/${id}.png`, `sprites/characters/${id}.json`);
        sheets.set(id, sheet);
      }
      return sheet(frame);
    },
    effect: atlas('sprites/effects.png', 'sprites/effects.json'),
  };
}
