import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CreativeMapPath } from '@codehop/api';
import { MAP_THEMES } from '@codehop/content';
import {
  blockerAt,
  createState,
  parseLevel,
  type Level,
  type Position,
  type TiledMap,
} from '@codehop/engine';
import { gameAssetsDirectory } from '../plugins/static-files.ts';

/** One of the four creator maps, read once, with the questions placement asks of it. */
export interface CreativeMap {
  readonly path: CreativeMapPath;
  readonly map: TiledMap;
  readonly width: number;
  readonly height: number;
  /** Where a new level starts the player when the creator has not set it yet. */
  readonly defaultStart: Position;
  inside(position: Position): boolean;
  /** Whether the map's collision layer closes this tile (walls, water, fences, trees). */
  blocked(position: Position): boolean;
}

const loaded = new Map<CreativeMapPath, Promise<CreativeMap>>();

async function readCreativeMap(mapPath: CreativeMapPath): Promise<CreativeMap> {
  const text = await readFile(path.join(gameAssetsDirectory, 'maps', mapPath), 'utf8');
  const theme = MAP_THEMES.find((entry) => entry.mapPath === mapPath);
  if (!theme) throw new Error(`${mapPath} is not a creator map`);
  const defaultStart: Position = [theme.start[0], theme.start[1]];
  // The engine's own state of an empty level answers "is this tile closed" exactly as a run will.
  const empty: Level = parseLevel({ map: JSON.parse(text) as unknown, start: defaultStart });
  const state = createState(empty);
  const { width, height } = state.world;
  const inside = (position: Position) =>
    position[0] >= 0 && position[1] >= 0 && position[0] < width && position[1] < height;
  return {
    path: mapPath,
    map: empty.map,
    width,
    height,
    defaultStart,
    inside,
    blocked: (position) => inside(position) && blockerAt(state, position) !== undefined,
  };
}

/** The creator map at `mapPath` (one of creative-01..04.json), parsed on first use and kept. */
export function loadCreativeMap(mapPath: CreativeMapPath): Promise<CreativeMap> {
  let map = loaded.get(mapPath);
  if (!map) {
    map = readCreativeMap(mapPath);
    loaded.set(mapPath, map);
    // A failed read (a missing file) must not stay cached as a rejected promise forever.
    map.catch(() => loaded.delete(mapPath));
  }
  return map;
}
