import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COLLISION_LAYER_NAME, MAP_LAYER_NAMES, tiledMapSchema } from '@codehop/engine';
import {
  CHARACTERS, CHARACTER_FRAME, CHARACTER_POSES, DIRECTIONS, ITEM_CATALOGUE, MAP_THEMES, PORTRAIT_SIZE,
  SOUND_NAMES, characterFrameName, itemFrameNames,
} from '../src/catalogue/index.ts';
import { buildAssets } from './build-assets.ts';
import { alphaOf, readPng, type Bitmap } from './lib/bitmap.ts';

const assets = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets');

function png(path: string): Bitmap {
  return readPng(readFileSync(join(assets, path)));
}

function json(path: string): unknown {
  return JSON.parse(readFileSync(join(assets, path), 'utf8'));
}

type Frames = { frames: Record<string, { frame: { x: number; y: number; w: number; h: number } }> };

function opaquePixels(b: Bitmap, x: number, y: number, w: number, h: number): number {
  let count = 0;
  for (let j = 0; j < h; j++) for (let i = 0; i < w; i++) if (alphaOf(b.get(x + i, y + j)) > 0) count++;
  return count;
}

describe('generated assets', () => {
  it('are up to date with the generators (run `node --import tsx packages/content/art/generate.ts`)', () => {
    for (const asset of buildAssets()) {
      const onDisk = readFileSync(join(assets, asset.path));
      if (asset.png) expect(onDisk.equals(asset.png.toPng()), asset.path).toBe(true);
      else expect(JSON.parse(onDisk.toString('utf8')), asset.path).toEqual(asset.json);
    }
  });

  it.each(MAP_THEMES.map((t) => [t.mapPath, t] as const))('map %s is a Tiled map of its theme', (mapPath, theme) => {
    const raw = json(`maps/${mapPath}`);
    const map = tiledMapSchema.parse(raw);
    expect(map.layers.map((l) => l.name)).toEqual([...MAP_LAYER_NAMES, COLLISION_LAYER_NAME]);
    expect(map.tilesets).toEqual([{ firstgid: 1, source: `../tileset_png/${theme.tileset}` }]);
    const tileset = json(`tileset_png/${theme.tileset}`) as { tilecount: number; image: string; imagewidth: number; imageheight: number };
    const image = png(`tileset_png/${tileset.image}`);
    expect([image.width, image.height]).toEqual([tileset.imagewidth, tileset.imageheight]);
    for (const layer of map.layers) {
      for (const gid of layer.data ?? []) expect(gid).toBeLessThanOrEqual(tileset.tilecount);
    }
    const collisions = map.layers.find((l) => l.name === COLLISION_LAYER_NAME)?.data ?? [];
    const blocked = collisions.filter((g) => g !== 0).length;
    const width = map.width ?? 0;
    expect(collisions[theme.start[1] * width + theme.start[0]], 'start tile is walkable').toBe(0);
    // A map a child can explore: mostly open ground, but with walls, water or trees to steer round.
    expect(blocked).toBeGreaterThan(collisions.length * 0.1);
    expect(blocked).toBeLessThan(collisions.length * 0.6);
  });

  it('holds every item frame in the atlas at its footprint size, none blank', () => {
    const atlas = json('sprites/items.json') as Frames;
    const image = png('sprites/items.png');
    for (const entry of Object.values(ITEM_CATALOGUE)) {
      for (const name of Object.values(entry.frames)) {
        const frame = atlas.frames[name]?.frame;
        expect(frame, name).toBeDefined();
        if (!frame) continue;
        expect([frame.w, frame.h], name).toEqual([entry.size[0] * 16, entry.size[1] * 16]);
        expect(opaquePixels(image, frame.x, frame.y, frame.w, frame.h), name).toBeGreaterThan(20);
      }
    }
    expect(Object.keys(atlas.frames).sort()).toEqual(itemFrameNames().sort());
  });

  it.each(CHARACTERS.map((c) => [c.id, c] as const))('%s has 4 directions x (idle + walk cycle) and a portrait', (_id, character) => {
    const data = json(character.frameData) as Frames & { animations: Record<string, string[]> };
    const sheet = png(character.sheet);
    expect([sheet.width, sheet.height]).toEqual([CHARACTER_FRAME.width * 5, CHARACTER_FRAME.height * 4]);
    for (const direction of DIRECTIONS) {
      for (const pose of CHARACTER_POSES) {
        const frame = data.frames[characterFrameName(direction, pose)]?.frame;
        expect(frame, `${direction}/${pose}`).toBeDefined();
        if (frame) expect(opaquePixels(sheet, frame.x, frame.y, frame.w, frame.h)).toBeGreaterThan(100);
      }
      expect(data.animations[`walk-${direction}`]).toHaveLength(4);
      expect(data.animations[`idle-${direction}`]).toHaveLength(1);
    }
    const portrait = png(character.portrait);
    expect([portrait.width, portrait.height]).toEqual([PORTRAIT_SIZE, PORTRAIT_SIZE]);
  });

  it('draws a walk cycle that moves and left and right as mirror images', () => {
    const sheet = png('sprites/characters/Rabbit.png');
    const cell = (col: number, row: number): string =>
      Buffer.from(sheet.crop(col * 16, row * 24, 16, 24).pixels.buffer).toString('base64');
    expect(cell(1, 0)).not.toEqual(cell(3, 0));
    const left = sheet.crop(0, 24, 16, 24);
    const right = sheet.crop(0, 48, 16, 24);
    for (let y = 0; y < 24; y++) for (let x = 0; x < 16; x++) expect(left.get(x, y)).toBe(right.get(15 - x, y));
  });

  it.each(SOUND_NAMES.map((s) => [s]))('sound %s is a small 16-bit mono WAV', (name) => {
    const path = join(assets, 'sounds', `${name}.wav`);
    expect(existsSync(path)).toBe(true);
    const data = readFileSync(path);
    expect(data.toString('ascii', 0, 4)).toBe('RIFF');
    expect(data.toString('ascii', 8, 12)).toBe('WAVE');
    expect(data.readUInt16LE(22)).toBe(1);
    expect(data.readUInt16LE(34)).toBe(16);
    expect(data.length).toBeLessThan(64 * 1024);
  });

  it('has the heart (36 px) and coin (32 px) animations and the speech bubble', () => {
    const atlas = json('sprites/effects.json') as Frames;
    expect(atlas.frames['heart/0']?.frame.w).toBe(36);
    expect(atlas.frames['coin/0']?.frame.w).toBe(32);
    expect(atlas.frames.speech_bubble).toBeDefined();
  });
});
