import { buildMap, parseMapLayout } from '../../tools/map-layout.ts';
import { Bitmap } from '../lib/bitmap.ts';
import { mapPixels } from '../lib/draw.ts';
import { renderMap } from '../maps/render-map.ts';
import type { GuideSprites } from './guide-sprites.ts';
import { centre, stamp, type Point } from './marks.ts';

/** A guide picture is a 10x6-tile scene, drawn at the game's 16 px tiles and scaled up 3x. */
export const SCENE_TILES: Point = [10, 6];
export const GUIDE_SCALE = 3;

export type Facing = 'up' | 'down' | 'left' | 'right';

/** What a scene's painter may draw, in tile coordinates (x right, y down, fractions allowed). */
export interface SceneBrush {
  readonly sprites: GuideSprites;
  readonly picture: Bitmap;
  /** An item frame on a tile (e.g. `carrot`, `chest/open`); faded: a see-through "before" or "later". */
  item(frame: string, at: Point, options?: { faded?: boolean }): void;
  /** A character standing on a tile, drawn as in the game (bottom centre on the tile). */
  actor(id: string, at: Point, facing: Facing, options?: { faded?: boolean; walking?: boolean }): void;
  /** An effect frame (`sparkle/2`, `heart/3`, `coin/0`) centred on a tile point. */
  effect(frame: string, at: Point): void;
  /** Teaching marks (arrows, numbers, bubbles) on their own outlined layer. */
  marks(paint: (layer: Bitmap, c: (at: Point) => Point) => void): void;
}

export interface GuideScene {
  readonly slug: string;
  /** The course of the level it illustrates; Beginner Python when left out. */
  readonly course?: 'python' | 'advanced-python';
  /** A map.txt (header, `---`, 10x6 grid): the same language and tiles as the level maps. */
  readonly map: string;
  readonly paint: (brush: SceneBrush) => void;
}

function faded(bitmap: Bitmap): Bitmap {
  const copy = bitmap.clone();
  mapPixels(copy, (color) => ((color & 0xffffff00) | 0x78) >>> 0);
  return copy;
}

export function drawScene(scene: GuideScene, sprites: GuideSprites): Bitmap {
  const built = buildMap(parseMapLayout(scene.map));
  if (built.width !== SCENE_TILES[0] || built.height !== SCENE_TILES[1]) {
    throw new Error(`Guide scene ${scene.slug} must be ${SCENE_TILES.join('x')} tiles, not ${built.width}x${built.height}`);
  }
  const tiled = built.tiled as {
    width: number; height: number; tilesets: { source: string }[];
    layers: { name: string; data: number[]; width: number; height: number }[];
  };
  const tileset = `tileset_png/${(tiled.tilesets[0]?.source ?? '').split('/').pop() ?? ''}`;
  const picture = renderMap(tiled, (gid) => sprites.tile(tileset, gid - 1));
  const brush: SceneBrush = {
    sprites,
    picture,
    item(frame, [x, y], options = {}) {
      const sprite = sprites.item(frame);
      picture.blit(options.faded ? faded(sprite) : sprite, Math.round(x * 16), Math.round(y * 16));
    },
    actor(id, [x, y], facing, options = {}) {
      const sprite = sprites.character(id, `${facing}/${options.walking ? 'walk-1' : 'idle'}`);
      picture.blit(options.faded ? faded(sprite) : sprite, Math.round(x * 16), Math.round(y * 16 - 8));
    },
    effect(frame, at) {
      const sprite = sprites.effect(frame);
      const [cx, cy] = centre(at);
      picture.blit(sprite, Math.round(cx - sprite.width / 2), Math.round(cy - sprite.height / 2));
    },
    marks(paint) {
      const layer = new Bitmap(picture.width, picture.height);
      paint(layer, centre);
      stamp(picture, layer);
    },
  };
  scene.paint(brush);
  return picture.scaled(GUIDE_SCALE);
}
