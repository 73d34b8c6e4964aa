import type { TiledMap } from '@codehop/engine';
import { z } from 'zod';

export const ASSET_BASE = '/assets/';

/** The external tileset file a map refers to (Tiled JSON, `.json` or `.tsj`). */
export const tilesetFileSchema = z.looseObject({
  name: z.string().optional(),
  image: z.string(),
  imagewidth: z.number().int().positive(),
  imageheight: z.number().int().positive(),
  tilewidth: z.number().int().positive().default(16),
  tileheight: z.number().int().positive().default(16),
  columns: z.number().int().positive().optional(),
  tilecount: z.number().int().positive().optional(),
  margin: z.number().int().min(0).default(0),
  spacing: z.number().int().min(0).default(0),
});
export type TilesetFile = z.output<typeof tilesetFileSchema>;

function fileName(source: string): string {
  return source.split(/[\\/]/).pop() ?? source;
}

/** Where a map's tileset lives: maps name them relatively, the server keeps them in one folder. */
export function tilesetUrl(source: string): string {
  return `${ASSET_BASE}tileset_png/${fileName(source)}`;
}

/** A tileset's image sits beside its JSON. */
export function tilesetImageUrl(source: string, image: string): string {
  if (/^(https?:)?\//.test(image)) return image;
  return `${ASSET_BASE}tileset_png/${fileName(image)}`;
}

export function tilesetKey(source: string): string {
  return `tileset:${fileName(source)}`;
}

export interface EmbeddedTileset {
  readonly key: string;
  readonly name: string;
  readonly firstgid: number;
  readonly file: TilesetFile;
}

/** Tiled keeps a tile's flips in the top four bits of its number. */
const TILE_ID_BITS = 0x0fffffff;

/**
 * A layer's tiles with those of tilesets that are not in emptied: Phaser cannot place a tile
 * whose tileset it does not know (its map parser stops with an error).
 */
function keepLoadedTiles(data: readonly number[], firstgids: readonly number[], loaded: ReadonlySet<number>): number[] {
  const descending = [...firstgids].sort((a, b) => b - a);
  return data.map((gid) => {
    const id = gid & TILE_ID_BITS;
    if (id === 0) return 0;
    const owner = descending.find((firstgid) => firstgid <= id);
    return owner !== undefined && loaded.has(owner) ? gid : 0;
  });
}

/**
 * Phaser reads only embedded tilesets, so the map is rewritten with each tileset's content
 * inlined, and every tile layer given the fields Tiled always writes (type, visible, opacity).
 * Layers whose tileset did not load still come through; their tiles simply stay empty.
 */
export function embedTilesets(map: TiledMap, tilesets: readonly EmbeddedTileset[]): Record<string, unknown> {
  const firstgids = map.tilesets.map((tileset) => tileset.firstgid);
  const loaded = new Set(tilesets.map((tileset) => tileset.firstgid));
  const allLoaded = firstgids.every((firstgid) => loaded.has(firstgid));
  const width = map.width ?? map.layers[0]?.width ?? 16;
  const height = map.height ?? map.layers[0]?.height ?? 16;
  return {
    type: 'map',
    orientation: 'orthogonal',
    renderorder: 'right-down',
    infinite: false,
    width,
    height,
    tilewidth: map.tilewidth,
    tileheight: map.tileheight,
    version: '1.10',
    layers: map.layers.map((layer, index) => ({
      id: index + 1,
      type: 'tilelayer',
      visible: true,
      opacity: 1,
      x: 0,
      y: 0,
      ...layer,
      data: !layer.data
        ? new Array<number>(layer.width * layer.height).fill(0)
        : allLoaded
          ? layer.data
          : keepLoadedTiles(layer.data, firstgids, loaded),
    })),
    tilesets: tilesets.map((tileset) => {
      const file = tileset.file;
      const columns = file.columns ?? Math.floor((file.imagewidth - 2 * file.margin + file.spacing) / (file.tilewidth + file.spacing));
      const rows = Math.floor((file.imageheight - 2 * file.margin + file.spacing) / (file.tileheight + file.spacing));
      return {
        ...file,
        name: tileset.name,
        firstgid: tileset.firstgid,
        columns,
        tilecount: file.tilecount ?? columns * rows,
      };
    }),
  };
}

/** The tile layers to draw, in order; `collisions` is never drawn. */
export function drawnLayers(map: TiledMap): string[] {
  return map.layers.filter((layer) => layer.name !== 'collisions' && layer.data !== undefined).map((layer) => layer.name);
}
