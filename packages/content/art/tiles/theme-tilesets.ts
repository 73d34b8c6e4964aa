import { Bitmap, hex } from '../lib/bitmap.ts';
import { line, rect } from '../lib/draw.ts';
import { P, WHITE, tone } from '../lib/palette.ts';
import * as O from './objects.ts';
import * as T from './textures.ts';
import { TilesetBuilder, addOverlayTerrain, fill, type OverlayStyle } from './tileset-builder.ts';

export type ThemeId = 'sunny-farmstead' | 'industrial-farmlands' | 'grand-estate-interior' | 'archipelago-settlement';

/** A ground, lowest first in the theme's list; higher grounds are drawn over lower ones. */
export type Terrain = {
  name: string;
  style: OverlayStyle;
  variants: number;
  animated?: boolean;
  /** Children cannot walk on it (water). */
  blocked?: boolean;
};

export type SceneryDef = { name: string; bitmap: Bitmap; topRows: number };

export type Theme = {
  id: ThemeId;
  terrains: Terrain[];
  scenery: SceneryDef[];
  details: string[];
  tileset: TilesetBuilder;
};

const FOAM = hex('#e8f8ffd0');
const WATER_FRAMES = 4;

function collisionTile(): Bitmap {
  const b = new Bitmap(16, 16);
  rect(b, 0, 0, 16, 16, hex('#e04f4f80'));
  line(b, 2, 2, 13, 13, WHITE);
  line(b, 13, 2, 2, 13, WHITE);
  return b;
}

function fences(ts: TilesetBuilder, name: string, wood: typeof P.wood): void {
  for (let sides = 0; sides < 16; sides++) ts.add(`${name}/${sides}`, O.fence(sides, wood), true);
}

function terrainsFor(id: ThemeId): Terrain[] {
  const water: Terrain = { name: 'water', style: { texture: T.water(P.water), halo: FOAM }, variants: 1, animated: true, blocked: true };
  switch (id) {
    case 'sunny-farmstead':
      return [
        water,
        { name: 'sand', style: { texture: T.sand(P.sand), rim: tone(P.sand, 4), halo: FOAM }, variants: 4 },
        { name: 'grass', style: { texture: T.grass(P.green), rim: tone(P.green, 3) }, variants: 4 },
        { name: 'dirt', style: { texture: T.dirt(P.dirt), rim: tone(P.dirt, 1), seed: 7 }, variants: 4 },
        { name: 'farmland', style: { texture: T.farmland(P.dirt), rim: tone(P.dirt, 0), wobble: 0.05 }, variants: 1 },
        { name: 'cobble', style: { texture: T.cobbles(P.stone), rim: tone(P.stone, 1), wobble: 0.08 }, variants: 1 },
      ];
    case 'industrial-farmlands':
      return [
        water,
        { name: 'dirt', style: { texture: T.dirt(P.dirt), rim: tone(P.dirt, 1), halo: FOAM }, variants: 2 },
        { name: 'grass', style: { texture: T.grass(P.lime), rim: tone(P.lime, 3) }, variants: 4 },
        { name: 'farmland', style: { texture: T.farmland(P.dirt), rim: tone(P.dirt, 0), wobble: 0.05 }, variants: 1 },
        { name: 'concrete', style: { texture: T.concrete(P.stone), rim: tone(P.stone, 1), wobble: 0 }, variants: 2 },
        { name: 'asphalt', style: { texture: T.asphalt(), rim: tone(P.stone, 3), wobble: 0 }, variants: 2 },
      ];
    case 'grand-estate-interior':
      return [
        { name: 'wood_floor', style: { texture: T.woodFloor(P.wood) }, variants: 1 },
        { name: 'marble', style: { texture: T.checker(P.cream, P.stone), rim: tone(P.stone, 1), wobble: 0 }, variants: 1 },
        { name: 'rug', style: { texture: T.rug(P.red, P.gold), rim: tone(P.gold, 2), wobble: 0 }, variants: 1 },
        { name: 'wall', style: { texture: T.wallTop(), rim: tone(P.choco, 2), wobble: 0 }, variants: 1, blocked: true },
      ];
    case 'archipelago-settlement':
      return [
        { name: 'deep_water', style: { texture: T.water(P.water, true) }, variants: 1, animated: true, blocked: true },
        { name: 'water', style: { texture: T.water(P.teal), halo: FOAM, seed: 9 }, variants: 1, animated: true, blocked: true },
        { name: 'sand', style: { texture: T.sand(P.sand), rim: tone(P.sand, 4), halo: FOAM }, variants: 4 },
        { name: 'grass', style: { texture: T.grass(P.green), rim: tone(P.green, 3) }, variants: 4 },
        { name: 'wood_deck', style: { texture: T.woodFloor(P.wood), rim: tone(P.wood, 0), wobble: 0 }, variants: 1 },
      ];
  }
}

function sceneryFor(id: ThemeId): SceneryDef[] {
  const common = [
    { name: 'crate', bitmap: O.crate(), topRows: 0 },
    { name: 'barrel', bitmap: O.barrel(), topRows: 0 },
  ];
  switch (id) {
    case 'sunny-farmstead':
      return [
        { name: 'tree', bitmap: O.tree(), topRows: 1 },
        { name: 'apple_tree', bitmap: O.tree(P.green, P.red), topRows: 1 },
        { name: 'pine', bitmap: O.pine(), topRows: 1 },
        { name: 'bush', bitmap: O.bush(), topRows: 0 },
        { name: 'berry_bush', bitmap: O.bush(P.green, P.red), topRows: 0 },
        { name: 'boulder', bitmap: O.boulder(), topRows: 0 },
        { name: 'stump', bitmap: O.stump(), topRows: 0 },
        { name: 'house', bitmap: O.house(P.red, P.cream), topRows: 1 },
        { name: 'well', bitmap: O.well(), topRows: 1 },
        { name: 'scarecrow', bitmap: O.scarecrow(), topRows: 1 },
        { name: 'hay_bale', bitmap: O.hayBale(), topRows: 0 },
        { name: 'chicken', bitmap: O.chicken(), topRows: 0 },
        { name: 'sheep', bitmap: O.sheep(), topRows: 0 },
        ...common,
      ];
    case 'industrial-farmlands':
      return [
        { name: 'barn', bitmap: O.barn(), topRows: 1 },
        { name: 'silo', bitmap: O.silo(), topRows: 1 },
        { name: 'tractor', bitmap: O.tractor(), topRows: 0 },
        { name: 'house', bitmap: O.house(P.blue, P.sand), topRows: 1 },
        { name: 'tree', bitmap: O.tree(P.lime), topRows: 1 },
        { name: 'pine', bitmap: O.pine(), topRows: 1 },
        { name: 'bush', bitmap: O.bush(P.lime), topRows: 0 },
        { name: 'hay_bale', bitmap: O.hayBale(), topRows: 0 },
        { name: 'boulder', bitmap: O.boulder(), topRows: 0 },
        { name: 'sheep', bitmap: O.sheep(), topRows: 0 },
        ...common,
      ];
    case 'grand-estate-interior':
      return [
        { name: 'wall_plain', bitmap: O.wallFace('plain'), topRows: 0 },
        { name: 'wall_window', bitmap: O.wallFace('window'), topRows: 0 },
        { name: 'wall_painting', bitmap: O.wallFace('painting'), topRows: 0 },
        { name: 'table', bitmap: O.table(), topRows: 0 },
        { name: 'chair', bitmap: O.chair(), topRows: 0 },
        { name: 'bookshelf', bitmap: O.bookshelf(), topRows: 0 },
        { name: 'bed', bitmap: O.bed(), topRows: 0 },
        { name: 'fireplace', bitmap: O.fireplace(), topRows: 0 },
        { name: 'plant', bitmap: O.pottedPlant(), topRows: 0 },
        { name: 'clock', bitmap: O.clock(), topRows: 0 },
        { name: 'sofa', bitmap: O.sofa(), topRows: 0 },
        { name: 'lamp', bitmap: O.lamp(), topRows: 1 },
        { name: 'armchair', bitmap: O.armchair(), topRows: 0 },
        { name: 'counter', bitmap: O.counter(0), topRows: 0 },
        { name: 'counter_fruit', bitmap: O.counter(1), topRows: 0 },
        { name: 'counter_sink', bitmap: O.counter(2), topRows: 0 },
        ...common,
      ];
    case 'archipelago-settlement':
      return [
        { name: 'palm', bitmap: O.palm(), topRows: 1 },
        { name: 'tree', bitmap: O.tree(), topRows: 1 },
        { name: 'bush', bitmap: O.bush(), topRows: 0 },
        { name: 'boulder', bitmap: O.boulder(), topRows: 0 },
        { name: 'hut', bitmap: O.hut(), topRows: 1 },
        { name: 'boat', bitmap: O.boat(), topRows: 0 },
        { name: 'lighthouse', bitmap: O.lighthouse(), topRows: 2 },
        { name: 'chicken', bitmap: O.chicken(), topRows: 0 },
        ...common,
      ];
  }
}

/** Builds one theme's tileset: grounds and their edges, details, scenery, fences, bridges. */
export function buildTheme(id: ThemeId): Theme {
  const ts = new TilesetBuilder(id);
  ts.add('collision', collisionTile(), true);
  const terrains = terrainsFor(id);
  terrains.forEach((terrain, index) => {
    if (terrain.animated) {
      const frames: string[] = [];
      for (let f = 0; f < WATER_FRAMES; f++) {
        const name = `${terrain.name}/f${f}`;
        ts.add(name, fill(terrain.style.texture, f), terrain.blocked ?? false);
        frames.push(name);
      }
      ts.animate(`${terrain.name}/f0`, frames, 250);
    } else {
      for (let v = 0; v < terrain.variants; v++) ts.add(`${terrain.name}/${v}`, fill(terrain.style.texture, v), terrain.blocked ?? false);
    }
    if (index > 0) addOverlayTerrain(ts, terrain.name, terrains[index - 1]?.name ?? '', terrain.style);
  });
  const details: string[] = [];
  const detail = (name: string, b: Bitmap): void => {
    ts.add(name, b);
    details.push(name);
  };
  if (id !== 'grand-estate-interior') {
    const grassRamp = id === 'industrial-farmlands' ? P.lime : P.green;
    detail('flowers_red', O.flowers(P.red, 1));
    detail('flowers_yellow', O.flowers(P.yellow, 2));
    detail('flowers_purple', O.flowers(P.purple, 3));
    detail('tuft_a', O.tuft(grassRamp, 4));
    detail('tuft_b', O.tuft(grassRamp, 5));
    detail('pebbles', O.pebbles(6));
    ts.add('lily_a', O.lilyPad(1));
    ts.add('lily_b', O.lilyPad(2));
    ts.add('crop_sprouts', O.crops('sprouts'));
    ts.add('crop_cabbages', O.crops('cabbages'));
    ts.add('crop_wheat', O.crops('wheat'));
    ts.add('road_line', O.roadLine());
    ts.add('bridge_h', O.bridgeTile(true));
    ts.add('bridge_v', O.bridgeTile(false));
    ts.add('dock', O.dock(false));
    ts.add('dock_end', O.dock(true));
    fences(ts, 'fence', id === 'industrial-farmlands' ? P.stone : P.wood);
  }
  const scenery = sceneryFor(id);
  for (const s of scenery) ts.addObject(s.name, s.bitmap, (_col, row) => row >= s.topRows);
  return { id, terrains, scenery, details, tileset: ts };
}

export const THEME_IDS: readonly ThemeId[] = [
  'sunny-farmstead', 'industrial-farmlands', 'grand-estate-interior', 'archipelago-settlement',
];
