import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { initialStatus, isItemType, parseLevel, type Level } from '@codehop/engine';
import { readPng, type Bitmap } from '../art/lib/bitmap.ts';
import { renderMap } from '../art/maps/render-map.ts';
import { buildTheme, type ThemeId } from '../art/tiles/theme-tilesets.ts';
import { itemFrame } from '../src/catalogue/index.ts';
import { levelsDirectory } from '../src/loader/levels-directory.ts';

/**
 * Draws each level's starting view (map, items, X marks, the rabbit) at 3x into a folder, so a
 * person can look at every level before it ships: `node --import tsx tools/preview-levels.ts [dir] [slug...]`.
 * The real play screen's screenshots come with the e2e suite; this is the author's quick look.
 * PREVIEW_COURSE=advanced-python draws the second course (Beginner Python by default).
 */
const course = process.env['PREVIEW_COURSE'] ?? 'python';
const outDir = process.argv[2] ?? '/tmp/level-previews';
const only = new Set(process.argv.slice(3));
const assets = path.join(import.meta.dirname, '..', 'assets');

type Frames = Record<string, { frame: { x: number; y: number; w: number; h: number } }>;
function atlas(png: string, json: string): (name: string) => Bitmap | undefined {
  const sheet = readPng(readFileSync(path.join(assets, png)));
  const frames = (JSON.parse(readFileSync(path.join(assets, json), 'utf8')) as { frames: Frames }).frames;
  return (name) => {
    const f = frames[name]?.frame;
    return f ? sheet.crop(f.x, f.y, f.w, f.h) : undefined;
  };
}
const itemSprite = atlas('sprites/items.png', 'sprites/items.json');
const rabbit = atlas('sprites/characters/Rabbit.png', 'sprites/characters/Rabbit.json');
const FACING: Record<string, string> = { '0,-1': 'up', '1,0': 'right', '0,1': 'down', '-1,0': 'left' };

mkdirSync(outDir, { recursive: true });
for (const slug of readdirSorted(path.join(levelsDirectory, course))) {
  if (only.size > 0 && !only.has(slug)) continue;
  const dir = path.join(levelsDirectory, course, slug);
  const map = JSON.parse(readFileSync(path.join(dir, 'map.json'), 'utf8')) as {
    width: number; height: number; properties: { name: string; value: string }[];
    layers: { name: string; data: number[]; width: number; height: number }[];
  };
  const level: Level = parseLevel({ ...JSON.parse(readFileSync(path.join(dir, 'level.json'), 'utf8')), map });
  const themeId = map.properties.find((p) => p.name === 'theme')?.value as ThemeId;
  const theme = buildTheme(themeId);
  const picture = renderMap(map, (gid) => theme.tileset.tile(gid - 1));
  for (const goal of level.levelGoals) {
    const mark = itemSprite('xmark');
    if (goal.position && goal.action !== 'collect' && mark) picture.blit(mark, goal.position[0] * 16, goal.position[1] * 16);
  }
  for (const item of level.items) {
    if (!isItemType(item.type)) continue;
    const sprite = itemSprite(itemFrame(item.type, initialStatus(item.type, item.action)));
    if (sprite) picture.blit(sprite, item.position[0] * 16, item.position[1] * 16);
  }
  const facing = FACING[(level.facing ?? [0, -1]).join(',')] ?? 'up';
  const body = rabbit(`${facing}/idle`);
  if (body) picture.blit(body, level.start[0] * 16, level.start[1] * 16 - 8);
  const file = path.join(outDir, `${slug}.png`);
  picture.scaled(3).save(file);
  console.log(file);
}

function readdirSorted(dir: string): string[] {
  return readdirSync(dir).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}
