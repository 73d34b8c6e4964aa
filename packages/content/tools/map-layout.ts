import { MapBuilder } from '../art/maps/map-builder.ts';
import { THEME_IDS, buildTheme, type Theme, type ThemeId } from '../art/tiles/theme-tilesets.ts';

/**
 * A level map written as text (`map.txt` beside `level.json`), turned into Tiled JSON with the
 * art's own MapBuilder and tilesets. The text is the source of truth for where a child can walk:
 *
 * ```
 * theme: sunny-farmstead
 * base: grass
 * place: tree 0 0
 * place: house 9 0
 * ---
 * ..........
 * ..~~~.....
 * ```
 *
 * Grid characters (one per tile): `.` the base ground, ground letters (GROUNDS), and 1x1 scenery
 * letters (SMALL_SCENERY). Bigger scenery is listed in `place:` lines by its top-left tile; its
 * lower rows block, its top rows are drawn over the player. Blocked grounds (water, wall) must be
 * drawn at least two tiles thick so the corner-based art shows them as they block.
 */

const GROUNDS: Readonly<Record<string, string>> = {
  '~': 'water',
  '=': 'deep_water',
  d: 'dirt',
  f: 'farmland',
  c: 'cobble',
  s: 'sand',
  g: 'grass',
  m: 'marble',
  u: 'rug',
  k: 'concrete',
  a: 'asphalt',
  w: 'wood_deck',
  o: 'wood_floor',
  '#': 'wall',
};

const SMALL_SCENERY: Readonly<Record<string, string>> = {
  O: 'boulder',
  U: 'bush',
  Y: 'berry_bush',
  Z: 'stump',
  N: 'hay_bale',
  C: 'crate',
  K: 'barrel',
  Q: 'chicken',
  E: 'sheep',
  L: 'plant',
  V: 'chair',
  M: 'armchair',
  J: 'counter',
};

const FENCE = 'F';

export interface MapLayout {
  readonly theme: ThemeId;
  readonly base: string;
  readonly rows: readonly string[];
  readonly places: readonly { name: string; x: number; y: number }[];
  /** Decorations drawn on the ground (flowers, crops, bridges already standing): `detail: name x y`. */
  readonly details: readonly { name: string; x: number; y: number }[];
  /**
   * `wide` (default): blocked grounds cover only the tiles marked, their edges drawn inside them.
   * `narrow`: they are drawn half a tile bigger, so a one-tile river shows as water and its banks
   * (walkable) show the shore; use it where a one-tile bridge must cross.
   */
  readonly water: 'wide' | 'narrow';
}

export class MapLayoutError extends Error {}

function isThemeId(value: string): value is ThemeId {
  return (THEME_IDS as readonly string[]).includes(value);
}

export function parseMapLayout(text: string): MapLayout {
  const [head = '', body] = text.split(/^---\s*$/m);
  if (body === undefined) throw new MapLayoutError('map.txt needs a `---` line between the header and the grid.');
  let theme: ThemeId | undefined;
  let base = '';
  let water: 'wide' | 'narrow' = 'wide';
  const places: { name: string; x: number; y: number }[] = [];
  const details: { name: string; x: number; y: number }[] = [];
  for (const line of head.split('\n').map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('//'))) {
    const [key = '', ...rest] = line.split(':');
    const value = rest.join(':').trim();
    if (key === 'theme') {
      if (!isThemeId(value)) throw new MapLayoutError(`Unknown theme ${value}; use one of ${THEME_IDS.join(', ')}.`);
      theme = value;
    } else if (key === 'base') base = value;
    else if (key === 'water') {
      if (value !== 'wide' && value !== 'narrow') throw new MapLayoutError(`water: is wide or narrow, not ${value}.`);
      water = value;
    }
    else if (key === 'place' || key === 'detail') {
      const [name = '', xs = '', ys = ''] = value.split(/\s+/);
      const entry = { name, x: Number(xs), y: Number(ys) };
      if (!Number.isInteger(entry.x) || !Number.isInteger(entry.y)) throw new MapLayoutError(`Bad ${key} line: ${line}`);
      (key === 'place' ? places : details).push(entry);
    } else throw new MapLayoutError(`Unknown header line: ${line}`);
  }
  if (!theme) throw new MapLayoutError('map.txt names its theme: `theme: sunny-farmstead`.');
  const rows = body.split('\n').map((r) => r.trimEnd()).filter((r) => r !== '');
  const width = rows[0]?.length ?? 0;
  if (width === 0) throw new MapLayoutError('The grid is empty.');
  rows.forEach((row, y) => {
    if (row.length !== width) throw new MapLayoutError(`Row ${y} has ${row.length} tiles, row 0 has ${width}.`);
  });
  return { theme, base, rows, places, details, water };
}

const themes = new Map<ThemeId, Theme>();
function themeOf(id: ThemeId): Theme {
  let theme = themes.get(id);
  if (!theme) {
    theme = buildTheme(id);
    themes.set(id, theme);
  }
  return theme;
}

/** Which terrain each tile of the grid asks for (the base where the grid shows scenery). */
function cellTerrain(layout: MapLayout, char: string): string {
  return GROUNDS[char] ?? layout.base;
}

/**
 * Blocked grounds (in a `wide` layout) take a corner only when all four tiles around it are that
 * ground, so the blocking area never bleeds onto the tiles next to it; other grounds take a
 * corner when at least two of its tiles are theirs, so a one-tile path still shows.
 */
function paintGrounds(builder: MapBuilder, layout: MapLayout, theme: Theme): void {
  const { rows } = layout;
  const height = rows.length;
  const width = rows[0]?.length ?? 0;
  const at = (x: number, y: number): string => {
    const cx = Math.max(0, Math.min(width - 1, x));
    const cy = Math.max(0, Math.min(height - 1, y));
    return cellTerrain(layout, rows[cy]?.[cx] ?? '.');
  };
  // Lower grounds first: the builder draws later (higher) grounds over earlier ones.
  for (const terrain of theme.terrains) {
    if (terrain.name === layout.base) continue;
    const needed = terrain.blocked && layout.water === 'wide' ? 4 : 2;
    builder.paint(terrain.name, (x, y) => {
      const around = [at(x - 1, y - 1), at(x, y - 1), at(x - 1, y), at(x, y)];
      return around.filter((name) => name === terrain.name).length >= needed;
    });
  }
}

export interface BuiltMap {
  readonly tiled: Record<string, unknown>;
  readonly width: number;
  readonly height: number;
  /** 1 where the player cannot walk, row by row. */
  readonly blocked: readonly number[];
}

/** Builds the Tiled JSON of a layout; its collisions layer is the layout's blocked tiles. */
export function buildMap(layout: MapLayout): BuiltMap {
  const theme = themeOf(layout.theme);
  const height = layout.rows.length;
  const width = layout.rows[0]?.length ?? 0;
  if (!theme.terrains.some((t) => t.name === layout.base)) {
    throw new MapLayoutError(`Theme ${layout.theme} has no ground ${layout.base}.`);
  }
  const builder = new MapBuilder(theme, width, height, layout.base);
  paintGrounds(builder, layout, theme);
  const blocked = new Array<number>(width * height).fill(0);
  layout.rows.forEach((row, y) => {
    [...row].forEach((char, x) => {
      const ground = GROUNDS[char];
      if (ground !== undefined) {
        const terrain = theme.terrains.find((t) => t.name === ground);
        if (!terrain) throw new MapLayoutError(`Theme ${layout.theme} has no ground ${ground} (tile ${x},${y}).`);
        if (terrain.blocked) blocked[y * width + x] = 1;
      } else if (char === FENCE) {
        builder.fence(x, y);
        blocked[y * width + x] = 1;
      } else if (SMALL_SCENERY[char] !== undefined) {
        builder.place(SMALL_SCENERY[char], x, y);
        blocked[y * width + x] = 1;
      } else if (char !== '.') {
        throw new MapLayoutError(`Unknown map character ${JSON.stringify(char)} at ${x},${y}.`);
      }
    });
  });
  for (const { name, x, y } of layout.places) {
    const def = theme.scenery.find((s) => s.name === name);
    if (!def) throw new MapLayoutError(`Theme ${layout.theme} has no scenery ${name}.`);
    const cols = def.bitmap.width / 16;
    const rows = def.bitmap.height / 16;
    for (let row = def.topRows; row < rows; row++) {
      for (let col = 0; col < cols; col++) {
        const cx = x + col;
        const cy = y + row;
        if (cx >= 0 && cy >= 0 && cx < width && cy < height) blocked[cy * width + cx] = 1;
      }
    }
    builder.place(name, x, y);
  }
  for (const { name, x, y } of layout.details) {
    if (name === 'bridge_h' || name === 'bridge_v' || name === 'dock' || name === 'dock_end') {
      builder.walkway(x, y, name);
      blocked[y * width + x] = 0;
    } else builder.detail(x, y, name);
  }
  const tiled = builder.toTiled(`../tileset_png/${layout.theme}.json`, { theme: layout.theme });
  // The builder's own collisions follow its grounds; ours follow the text, which is what the
  // level author reasoned about. Both agree by construction except at bridge decks we open.
  const layers = tiled['layers'] as { name: string; data: number[] }[];
  const collisions = layers.find((layer) => layer.name === 'collisions');
  const mark = theme.tileset.id('collision') + 1;
  if (collisions) collisions.data = blocked.map((b) => (b ? mark : 0));
  return { tiled, width, height, blocked };
}
