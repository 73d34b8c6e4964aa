import { createRandom, valueNoise } from '../lib/noise.ts';
import type { Theme, ThemeId } from '../tiles/theme-tilesets.ts';
import { MapBuilder } from './map-builder.ts';

export const MAP_WIDTH = 30;
export const MAP_HEIGHT = 20;

type Where = (x: number, y: number) => boolean;

/** An organic blob: an ellipse whose edge wanders with noise, for ponds, islands and yards. */
function blob(cx: number, cy: number, rx: number, ry: number, seed: number, wander = 0.25): Where {
  return (x, y) => {
    const dx = (x - cx) / rx;
    const dy = (y - cy) / ry;
    return Math.sqrt(dx * dx + dy * dy) + (valueNoise(x, y, 3, seed) - 0.5) * wander * 2 < 1;
  };
}

function box(x0: number, y0: number, x1: number, y1: number): Where {
  return (x, y) => x >= x0 && x <= x1 && y >= y0 && y <= y1;
}

function scatter(m: MapBuilder, seed: number, count: number, names: readonly string[], where: Where = () => true): void {
  const rand = createRandom(seed);
  for (let i = 0; i < count * 6 && count > 0; i++) {
    const x = Math.floor(rand() * m.width);
    const y = Math.floor(rand() * m.height);
    const name = names[Math.floor(rand() * names.length)] ?? names[0] ?? '';
    if (where(x, y) && m.tryPlace(name, x, y)) count--;
  }
}

function sprinkle(m: MapBuilder, seed: number, chance: number, ground: string): void {
  const rand = createRandom(seed);
  for (let y = 0; y < m.height; y++) {
    for (let x = 0; x < m.width; x++) {
      const roll = rand();
      const pick = m.theme.details[Math.floor(rand() * m.theme.details.length)];
      if (pick && roll < chance && m.isPure(x, y, ground) && m.free(x, y)) m.detail(x, y, pick);
    }
  }
}

/** Covers pure cells of one ground with a detail tile (crops on a field, lilies on a pond). */
function cover(m: MapBuilder, ground: string, tiles: readonly string[], chance: number, seed: number, where: Where = () => true): void {
  const rand = createRandom(seed);
  for (let y = 0; y < m.height; y++) {
    for (let x = 0; x < m.width; x++) {
      const roll = rand();
      const tile = tiles[Math.floor(rand() * tiles.length)];
      if (tile && roll < chance && where(x, y) && m.isPure(x, y, ground)) m.detail(x, y, tile);
    }
  }
}

function fenceRect(m: MapBuilder, x0: number, y0: number, x1: number, y1: number, gaps: readonly (readonly [number, number])[]): void {
  const gap = (x: number, y: number): boolean => gaps.some(([gx, gy]) => gx === x && gy === y);
  for (let x = x0; x <= x1; x++) {
    if (!gap(x, y0)) m.fence(x, y0);
    if (!gap(x, y1)) m.fence(x, y1);
  }
  for (let y = y0 + 1; y < y1; y++) {
    if (!gap(x0, y)) m.fence(x0, y);
    if (!gap(x1, y)) m.fence(x1, y);
  }
}

function sunnyFarmstead(theme: Theme): MapBuilder {
  const m = new MapBuilder(theme, MAP_WIDTH, MAP_HEIGHT, 'grass');
  const pond = blob(6, 15, 5.2, 3.6, 1);
  const beach = blob(6, 15, 6.6, 4.8, 1);
  m.paint('sand', beach);
  m.paint('water', pond);
  m.paint('dirt', blob(15, 6.5, 6, 2.6, 2, 0.15));
  m.paint('dirt', (x, y) => x >= 14 && x <= 15 && y >= 6);
  m.paint('dirt', (x, y) => y >= 12 && y <= 13 && x >= 14);
  m.paint('farmland', box(21, 3, 27, 9));
  m.paint('cobble', box(13, 3, 16, 4));
  m.place('house', 13, 0);
  m.reserve(12, 3, 6, 2);
  m.place('well', 10, 4);
  m.place('hay_bale', 18, 4);
  m.place('hay_bale', 19, 5);
  m.place('crate', 11, 7);
  m.place('barrel', 17, 1);
  m.place('scarecrow', 24, 5);
  fenceRect(m, 20, 2, 28, 10, [[20, 6]]);
  for (let x = 8; x <= 11; x++) m.walkway(x, 14, x === 8 ? 'dock_end' : 'dock');
  m.reserve(0, 0, 30, 0);
  for (const [x, y] of [[1, 1], [4, 0], [7, 1], [24, 14], [27, 16], [22, 17], [1, 6]] as const) m.tryPlace('tree', x, y);
  for (const [x, y] of [[19, 15], [26, 12]] as const) m.tryPlace('apple_tree', x, y);
  for (const [x, y] of [[28, 0], [9, 0]] as const) m.tryPlace('pine', x, y);
  for (const [x, y] of [[9, 8], [12, 9], [17, 8], [10, 10]] as const) m.tryPlace('chicken', x, y);
  for (const [x, y] of [[3, 4], [5, 7], [2, 9]] as const) m.tryPlace('sheep', x, y);
  cover(m, 'farmland', ['crop_sprouts'], 1, 5, (x, y) => y <= 5);
  cover(m, 'farmland', ['crop_cabbages'], 1, 6, (x, y) => y >= 7 && x >= 24);
  cover(m, 'water', ['lily_a', 'lily_b'], 0.12, 7);
  scatter(m, 3, 6, ['bush', 'berry_bush', 'boulder', 'stump'], (x, y) => y > 8 && m.isPure(x, y, 'grass'));
  sprinkle(m, 4, 0.14, 'grass');
  return m;
}

function industrialFarmlands(theme: Theme): MapBuilder {
  const m = new MapBuilder(theme, MAP_WIDTH, MAP_HEIGHT, 'grass');
  m.paint('dirt', (x) => x >= 23 && x <= 27);
  m.paint('water', (x) => x >= 24 && x <= 26);
  m.paint('concrete', box(2, 1, 17, 7));
  m.paint('asphalt', (x, y) => y >= 9 && y <= 11);
  m.paint('farmland', box(2, 13, 10, 19));
  m.paint('farmland', box(13, 13, 21, 19));
  m.place('barn', 4, 1);
  m.place('silo', 9, 0);
  m.place('silo', 11, 0);
  m.place('house', 14, 2);
  m.place('tractor', 18, 5);
  for (let x = 23; x <= 27; x++) {
    m.walkway(x, 9, 'bridge_h');
    m.walkway(x, 10, 'bridge_h');
  }
  for (let x = 1; x <= 18; x++) if (x !== 8 && x !== 9) m.fence(x, 8);
  for (const [x, y] of [[2, 6], [3, 6], [12, 5], [16, 6]] as const) m.tryPlace('hay_bale', x, y);
  for (const [x, y] of [[13, 6], [13, 7], [1, 3]] as const) m.tryPlace('crate', x, y);
  m.tryPlace('barrel', 1, 2);
  for (const [x, y] of [[20, 0], [28, 1], [28, 5], [28, 13], [28, 16]] as const) m.tryPlace('pine', x, y);
  for (const [x, y] of [[21, 2], [22, 14], [11, 14]] as const) m.tryPlace('tree', x, y);
  scatter(m, 9, 4, ['bush', 'boulder', 'hay_bale'], (x, y) => y > 11 && m.isPure(x, y, 'grass'));
  for (let x = 0; x < m.width; x++) if (m.isPure(x, 9, 'asphalt')) m.detail(x, 9, 'road_line');
  cover(m, 'farmland', ['crop_wheat'], 1, 11, (x) => x <= 10);
  cover(m, 'farmland', ['crop_cabbages'], 1, 12, (x) => x >= 13);
  for (const [x, y] of [[22, 13], [22, 16], [12, 17]] as const) m.tryPlace('sheep', x, y);
  sprinkle(m, 10, 0.12, 'grass');
  return m;
}

function grandEstateInterior(theme: Theme): MapBuilder {
  const m = new MapBuilder(theme, MAP_WIDTH, MAP_HEIGHT, 'wood_floor');
  m.paint('marble', box(17, 2, 30, 20));
  m.paint('rug', box(4, 7, 11, 13));
  m.paint('rug', box(20, 8, 26, 13));
  const wall: (x: number, y: number) => boolean = (x, y) =>
    y <= 1 || y >= 19 || x <= 0 || x >= 30 || (x >= 15 && x <= 16 && !(y >= 9 && y <= 12)) ;
  m.paint('wall', wall);
  const faces = ['wall_plain', 'wall_window', 'wall_plain', 'wall_painting'];
  for (let x = 1; x < 29; x++) {
    if (x === 14 || x === 15 || x === 16) continue;
    if (x === 5 || x === 6 || x === 22 || x === 23) continue;
    m.place(faces[x % faces.length] ?? 'wall_plain', x, 1);
  }
  m.place('fireplace', 5, 1);
  m.place('bookshelf', 22, 1);
  m.place('clock', 23, 1);
  m.place('sofa', 6, 14);
  m.place('plant', 1, 3);
  m.place('plant', 13, 3);
  m.place('plant', 28, 3);
  m.place('bookshelf', 1, 15);
  m.place('bookshelf', 2, 15);
  m.place('table', 22, 10);
  m.place('chair', 21, 10);
  m.place('chair', 24, 10);
  m.place('bed', 27, 14);
  m.place('crate', 18, 16);
  m.place('barrel', 19, 17);
  m.place('plant', 13, 17);
  m.place('armchair', 3, 10);
  m.place('armchair', 12, 10);
  m.place('lamp', 2, 4);
  m.place('lamp', 12, 4);
  m.place('counter', 25, 3);
  m.place('counter_sink', 26, 3);
  m.place('counter_fruit', 27, 3);
  m.place('counter', 28, 3);
  m.place('plant', 17, 3);
  m.place('chair', 22, 9);
  m.place('chair', 23, 9);
  return m;
}

function archipelagoSettlement(theme: Theme): MapBuilder {
  const m = new MapBuilder(theme, MAP_WIDTH, MAP_HEIGHT, 'deep_water');
  const islands = [
    { cx: 10, cy: 10, rx: 9, ry: 7.5, seed: 21 },
    { cx: 24.5, cy: 4.5, rx: 5, ry: 4, seed: 22 },
    { cx: 24.5, cy: 15.5, rx: 5, ry: 4, seed: 23 },
  ];
  for (const i of islands) m.paint('water', blob(i.cx, i.cy, i.rx + 2, i.ry + 2, i.seed, 0.2));
  for (const i of islands) m.paint('sand', blob(i.cx, i.cy, i.rx, i.ry, i.seed, 0.2));
  for (const i of islands) m.paint('grass', blob(i.cx, i.cy - 0.5, i.rx - 2, i.ry - 2, i.seed + 5, 0.2));
  m.paint('wood_deck', box(8, 3, 12, 4));
  for (let x = 17; x <= 23; x++) m.walkway(x, 10, 'bridge_h');
  for (let y = 8; y <= 12; y++) m.walkway(24, y, 'bridge_v');
  for (let y = 16; y <= 18; y++) m.walkway(10, y, y === 18 ? 'dock_end' : 'dock');
  m.place('boat', 11, 18);
  m.place('hut', 8, 1);
  m.place('hut', 11, 7);
  m.place('hut', 23, 13);
  m.place('lighthouse', 26, 2);
  for (const [x, y] of [[4, 7], [5, 12], [14, 12], [21, 4], [26, 15]] as const) m.tryPlace('palm', x, y);
  m.tryPlace('tree', 7, 9);
  for (const [x, y] of [[13, 5], [14, 5], [22, 6]] as const) m.tryPlace('barrel', x, y);
  m.tryPlace('crate', 9, 15);
  for (const [x, y] of [[6, 13], [15, 8], [25, 17], [3, 10]] as const) m.tryPlace('palm', x, y);
  for (const [x, y] of [[14, 3], [9, 12], [22, 16]] as const) m.tryPlace('chicken', x, y);
  scatter(m, 31, 5, ['bush', 'boulder'], () => true);
  sprinkle(m, 32, 0.12, 'grass');
  return m;
}

export const MAP_LAYOUTS: Record<ThemeId, (theme: Theme) => MapBuilder> = {
  'sunny-farmstead': sunnyFarmstead,
  'industrial-farmlands': industrialFarmlands,
  'grand-estate-interior': grandEstateInterior,
  'archipelago-settlement': archipelagoSettlement,
};
