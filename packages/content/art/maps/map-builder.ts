import { hash2 } from '../lib/noise.ts';
import type { Theme } from '../tiles/theme-tilesets.ts';

export const LAYERS = [
  'ground_tiles', 'ground_layer', 'ground_details', 'middle_layer', 'top_layer', 'extra_layer', 'collisions',
] as const;
export type LayerName = (typeof LAYERS)[number];

/**
 * Lays out a Tiled map for a theme: grounds are painted per tile corner (so edges come out as
 * corner wang tiles), scenery is stamped tile by tile, and the collisions layer follows water,
 * walls and anything solid.
 */
export class MapBuilder {
  readonly width: number;
  readonly height: number;
  readonly theme: Theme;
  private readonly corners: number[];
  private readonly layers: Record<LayerName, number[]>;
  private readonly blocked: boolean[];
  private readonly occupied: boolean[];
  private readonly fenceCells = new Set<number>();
  private readonly walkways = new Set<number>();

  constructor(theme: Theme, width: number, height: number, baseTerrain: string) {
    this.theme = theme;
    this.width = width;
    this.height = height;
    this.corners = new Array<number>((width + 1) * (height + 1)).fill(this.terrainIndex(baseTerrain));
    this.layers = Object.fromEntries(LAYERS.map((l) => [l, new Array<number>(width * height).fill(0)])) as Record<LayerName, number[]>;
    this.blocked = new Array<boolean>(width * height).fill(false);
    this.occupied = new Array<boolean>(width * height).fill(false);
  }

  terrainIndex(name: string): number {
    const i = this.theme.terrains.findIndex((t) => t.name === name);
    if (i < 0) throw new Error(`theme ${this.theme.id} has no terrain ${name}`);
    return i;
  }

  /** Sets the ground at every corner where `where(x, y)` holds (corners run 0..width, 0..height). */
  paint(name: string, where: (x: number, y: number) => boolean): void {
    const t = this.terrainIndex(name);
    for (let y = 0; y <= this.height; y++) {
      for (let x = 0; x <= this.width; x++) if (where(x, y)) this.corners[y * (this.width + 1) + x] = t;
    }
  }

  corner(x: number, y: number): number {
    const cx = Math.max(0, Math.min(this.width, x));
    const cy = Math.max(0, Math.min(this.height, y));
    return this.corners[cy * (this.width + 1) + cx] ?? 0;
  }

  cellTerrains(x: number, y: number): [number, number, number, number] {
    return [this.corner(x, y), this.corner(x + 1, y), this.corner(x, y + 1), this.corner(x + 1, y + 1)];
  }

  /** True when all four corners of the cell are this ground. */
  isPure(x: number, y: number, name: string): boolean {
    const t = this.terrainIndex(name);
    return this.cellTerrains(x, y).every((c) => c === t);
  }

  free(x: number, y: number, w = 1, h = 1): boolean {
    for (let j = 0; j < h; j++) {
      for (let i = 0; i < w; i++) {
        const cx = x + i;
        const cy = y + j;
        if (cx < 0 || cy < 0 || cx >= this.width || cy >= this.height) return false;
        if (this.occupied[cy * this.width + cx]) return false;
        if (this.groundBlocked(cx, cy)) return false;
      }
    }
    return true;
  }

  private gid(tile: string): number {
    return this.theme.tileset.id(tile) + 1;
  }

  private setTile(layer: LayerName, x: number, y: number, tile: string): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    this.layers[layer][y * this.width + x] = this.gid(tile);
  }

  /** Stamps scenery; its top rows go above the characters, the rest stands and blocks. */
  place(name: string, x: number, y: number): void {
    const def = this.theme.scenery.find((s) => s.name === name);
    if (!def) throw new Error(`theme ${this.theme.id} has no scenery ${name}`);
    const cols = def.bitmap.width / 16;
    const rows = def.bitmap.height / 16;
    for (let row = 0; row < rows; row++) {
      for (let col = 0; col < cols; col++) {
        const cx = x + col;
        const cy = y + row;
        const top = row < def.topRows;
        this.setTile(top ? 'top_layer' : 'middle_layer', cx, cy, `${name}/${col}_${row}`);
        if (!top && cx < this.width && cy < this.height && cx >= 0 && cy >= 0) {
          this.blocked[cy * this.width + cx] = true;
        }
        if (cx >= 0 && cy >= 0 && cx < this.width && cy < this.height) this.occupied[cy * this.width + cx] = true;
      }
    }
  }

  /** Places scenery only where there is room, so scattered trees never overlap a house. */
  tryPlace(name: string, x: number, y: number): boolean {
    const def = this.theme.scenery.find((s) => s.name === name);
    if (!def) return false;
    if (!this.free(x, y, def.bitmap.width / 16, def.bitmap.height / 16)) return false;
    this.place(name, x, y);
    return true;
  }

  fence(x: number, y: number): void {
    this.fenceCells.add(y * this.width + x);
    this.occupied[y * this.width + x] = true;
    this.blocked[y * this.width + x] = true;
  }

  /** A walkable deck over water or ground (bridge, dock): drawn on the details layer. */
  walkway(x: number, y: number, tile: string): void {
    this.setTile('ground_details', x, y, tile);
    this.walkways.add(y * this.width + x);
    this.occupied[y * this.width + x] = true;
  }

  detail(x: number, y: number, tile: string): void {
    if (this.occupied[y * this.width + x]) return;
    this.setTile('ground_details', x, y, tile);
  }

  reserve(x: number, y: number, w: number, h: number): void {
    for (let j = 0; j < h; j++) for (let i = 0; i < w; i++) {
      const cx = x + i;
      const cy = y + j;
      if (cx >= 0 && cy >= 0 && cx < this.width && cy < this.height) this.occupied[cy * this.width + cx] = true;
    }
  }

  groundBlocked(x: number, y: number): boolean {
    if (this.walkways.has(y * this.width + x)) return false;
    const count = this.cellTerrains(x, y).filter((t) => this.theme.terrains[t]?.blocked).length;
    return count >= 2;
  }

  private variantTile(t: number, x: number, y: number): string {
    const terrain = this.theme.terrains[t];
    if (!terrain) throw new Error('unknown terrain');
    if (terrain.animated) return `${terrain.name}/f0`;
    // Variants picked per cell so large fields do not show the 16-pixel repeat.
    const v = Math.floor(hash2(x, y, 77) * terrain.variants);
    return `${terrain.name}/${Math.min(v, terrain.variants - 1)}`;
  }

  toTiled(tilesetSource: string, properties: Record<string, string>): Record<string, unknown> {
    const groundSlots: LayerName[] = ['ground_tiles', 'ground_layer', 'ground_details'];
    const ground: Record<string, number[]> = {
      ground_tiles: new Array<number>(this.width * this.height).fill(0),
      ground_layer: new Array<number>(this.width * this.height).fill(0),
      ground_details: new Array<number>(this.width * this.height).fill(0),
    };
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const cs = this.cellTerrains(x, y);
        const present = [...new Set(cs)].sort((a, b) => a - b);
        present.forEach((t, slot) => {
          const layer = groundSlots[slot];
          if (!layer) return;
          let tile: string;
          if (slot === 0) tile = this.variantTile(t, x, y);
          else {
            const mask = (cs[0] >= t ? 1 : 0) | (cs[1] >= t ? 2 : 0) | (cs[2] >= t ? 4 : 0) | (cs[3] >= t ? 8 : 0);
            tile = `${this.theme.terrains[t]?.name ?? ''}_over/${mask}`;
          }
          (ground[layer] ?? [])[y * this.width + x] = this.gid(tile);
        });
      }
    }
    for (const layer of groundSlots) {
      const own = this.layers[layer];
      const merged = ground[layer] ?? [];
      own.forEach((g, i) => {
        if (g === 0) return;
        // Where three grounds already fill the slots a flower is dropped; a walkway wins.
        if (merged[i] === 0 || this.walkways.has(i)) merged[i] = g;
      });
      this.layers[layer] = merged;
    }
    for (const index of this.fenceCells) {
      const x = index % this.width;
      const y = Math.floor(index / this.width);
      const has = (dx: number, dy: number): boolean =>
        x + dx >= 0 && x + dx < this.width && this.fenceCells.has((y + dy) * this.width + x + dx);
      const sides = (has(0, -1) ? 1 : 0) | (has(1, 0) ? 2 : 0) | (has(0, 1) ? 4 : 0) | (has(-1, 0) ? 8 : 0);
      this.layers.middle_layer[index] = this.gid(`fence/${sides}`);
    }
    const collision = this.gid('collision');
    for (let i = 0; i < this.width * this.height; i++) {
      const x = i % this.width;
      const y = Math.floor(i / this.width);
      this.layers.collisions[i] = this.blocked[i] || this.groundBlocked(x, y) ? collision : 0;
    }
    return {
      type: 'map',
      version: '1.10',
      tiledversion: '1.10.2',
      orientation: 'orthogonal',
      renderorder: 'right-down',
      infinite: false,
      compressionlevel: -1,
      width: this.width,
      height: this.height,
      tilewidth: 16,
      tileheight: 16,
      nextlayerid: LAYERS.length + 1,
      nextobjectid: 1,
      properties: Object.entries(properties).map(([name, value]) => ({ name, type: 'string', value })),
      tilesets: [{ firstgid: 1, source: tilesetSource }],
      layers: LAYERS.map((name, i) => ({
        id: i + 1,
        name,
        type: 'tilelayer',
        width: this.width,
        height: this.height,
        x: 0,
        y: 0,
        opacity: name === 'collisions' ? 0.5 : 1,
        visible: name !== 'collisions',
        data: this.layers[name],
      })),
    };
  }
}
