import { Bitmap, type Rgba } from '../lib/bitmap.ts';
import { valueNoise } from '../lib/noise.ts';
import type { Texture } from './textures.ts';

export const TILE = 16;
export const COLUMNS = 16;

type TileMeta = {
  name: string;
  blocked: boolean;
  animation?: { tileid: number; duration: number }[];
};

type WangSet = { name: string; lower: string; upper: string; tiles: Map<number, number> };

/**
 * Collects named 16x16 tiles into one image and writes the Tiled tileset JSON beside it:
 * each tile carries a `name` (what the map generator and the renderer look up) and whether it
 * blocks movement; overlay terrains become Tiled corner wang sets so the maps stay editable.
 */
export class TilesetBuilder {
  readonly name: string;
  private readonly tiles: Bitmap[] = [];
  private readonly meta: TileMeta[] = [];
  private readonly byName = new Map<string, number>();
  private readonly wangsets: WangSet[] = [];

  constructor(name: string) {
    this.name = name;
  }

  add(name: string, bitmap: Bitmap, blocked = false): number {
    if (this.byName.has(name)) throw new Error(`tile ${name} added twice`);
    const id = this.tiles.length;
    this.tiles.push(bitmap);
    this.meta.push({ name, blocked });
    this.byName.set(name, id);
    return id;
  }

  /** Cuts a bigger picture (a house, a tree) into tiles named `name/col_row`. */
  addObject(name: string, bitmap: Bitmap, blocked: (col: number, row: number) => boolean): void {
    for (let row = 0; row < bitmap.height / TILE; row++) {
      for (let col = 0; col < bitmap.width / TILE; col++) {
        this.add(`${name}/${col}_${row}`, bitmap.crop(col * TILE, row * TILE, TILE, TILE), blocked(col, row));
      }
    }
  }

  animate(name: string, frames: readonly string[], duration: number): void {
    const meta = this.meta[this.id(name)];
    if (meta) meta.animation = frames.map((f) => ({ tileid: this.id(f), duration }));
  }

  addWangSet(name: string, lower: string, upper: string, tiles: Map<number, number>): void {
    this.wangsets.push({ name, lower, upper, tiles });
  }

  id(name: string): number {
    const id = this.byName.get(name);
    if (id === undefined) throw new Error(`tileset ${this.name} has no tile ${name}`);
    return id;
  }

  has(name: string): boolean {
    return this.byName.has(name);
  }

  names(): string[] {
    return this.meta.map((m) => m.name);
  }

  blocked(id: number): boolean {
    return this.meta[id]?.blocked ?? false;
  }

  image(): Bitmap {
    const rows = Math.ceil(this.tiles.length / COLUMNS);
    const out = new Bitmap(COLUMNS * TILE, rows * TILE);
    this.tiles.forEach((t, i) => out.blit(t, (i % COLUMNS) * TILE, Math.floor(i / COLUMNS) * TILE));
    return out;
  }

  tile(id: number): Bitmap | undefined {
    return this.tiles[id];
  }

  json(imageFile: string): Record<string, unknown> {
    const rows = Math.ceil(this.tiles.length / COLUMNS);
    return {
      type: 'tileset',
      version: '1.10',
      tiledversion: '1.10.2',
      name: this.name,
      image: imageFile,
      imagewidth: COLUMNS * TILE,
      imageheight: rows * TILE,
      columns: COLUMNS,
      tilecount: this.tiles.length,
      tilewidth: TILE,
      tileheight: TILE,
      margin: 0,
      spacing: 0,
      tiles: this.meta.map((m, id) => ({
        id,
        properties: [
          { name: 'name', type: 'string', value: m.name },
          { name: 'blocked', type: 'bool', value: m.blocked },
        ],
        ...(m.animation ? { animation: m.animation } : {}),
      })),
      wangsets: this.wangsets.map((w) => ({
        name: w.name,
        type: 'corner',
        tile: -1,
        colors: [
          { name: w.lower, color: '#3e9ad6', probability: 1, tile: -1 },
          { name: w.upper, color: '#5daa45', probability: 1, tile: -1 },
        ],
        // Tiled's wangid order: top, top-right, right, bottom-right, bottom, bottom-left, left, top-left.
        wangtiles: [...w.tiles.entries()].map(([mask, tileid]) => ({
          tileid,
          wangid: [0, bit(mask, 1), 0, bit(mask, 3), 0, bit(mask, 2), 0, bit(mask, 0)],
        })),
      })),
    };
  }
}

function bit(mask: number, index: number): number {
  return (mask >> index) & 1 ? 2 : 1;
}

export function fill(texture: Texture, variant = 0): Bitmap {
  const b = new Bitmap(TILE, TILE);
  for (let y = 0; y < TILE; y++) for (let x = 0; x < TILE; x++) b.set(x, y, texture(x, y, variant));
  return b;
}

/** Corner bits: 1 top-left, 2 top-right, 4 bottom-left, 8 bottom-right. */
export type CornerMask = number;

export type OverlayStyle = {
  texture: Texture;
  /** Colour of the 1-px lip on the upper terrain's edge (a grass edge, a beach line). */
  rim?: Rgba;
  /** Colour painted on the lower terrain just outside the edge (foam on water, a shadow). */
  halo?: Rgba;
  /** How wobbly the edge is; 0 gives straight lines (floors, rugs). */
  wobble?: number;
  seed?: number;
};

/**
 * The upper terrain of a corner wang tile, transparent where the lower terrain shows through.
 * The wobble noise repeats every tile, so the edge lines up with any neighbour that shares the
 * same two corners.
 */
export function overlay(style: OverlayStyle, mask: CornerMask): Bitmap {
  const b = new Bitmap(TILE, TILE);
  const corner = (bitIndex: number): number => ((mask >> bitIndex) & 1 ? 1 : 0);
  const wobble = style.wobble ?? 0.22;
  const value = (x: number, y: number): number => {
    const u = (x + 0.5) / TILE;
    const v = (y + 0.5) / TILE;
    const top = corner(0) * (1 - u) + corner(1) * u;
    const bottom = corner(2) * (1 - u) + corner(3) * u;
    const base = top * (1 - v) + bottom * v;
    const n = wobble > 0 ? (valueNoise(x, y, 4, style.seed ?? 3, 4) - 0.5) * wobble * 2 : 0;
    return base + n;
  };
  for (let y = 0; y < TILE; y++) {
    for (let x = 0; x < TILE; x++) {
      const val = value(x, y);
      if (val >= 0.5) {
        const edge = value(x, y + 1) < 0.5 || value(x, y - 1) < 0.5 || value(x - 1, y) < 0.5 || value(x + 1, y) < 0.5;
        b.set(x, y, edge && style.rim !== undefined ? style.rim : style.texture(x, y, 0));
      } else if (style.halo !== undefined) {
        const near = value(x, y - 1) >= 0.5 || value(x, y + 1) >= 0.5 || value(x - 1, y) >= 0.5 || value(x + 1, y) >= 0.5;
        if (near) b.set(x, y, style.halo);
      }
    }
  }
  return b;
}

/** Adds the 15 overlay tiles of a terrain (mask 1..15) plus its wang set. */
export function addOverlayTerrain(ts: TilesetBuilder, name: string, lower: string, style: OverlayStyle): void {
  const tiles = new Map<number, number>();
  for (let mask = 1; mask < 16; mask++) tiles.set(mask, ts.add(`${name}_over/${mask}`, overlay(style, mask)));
  ts.addWangSet(name, lower, name, tiles);
}
