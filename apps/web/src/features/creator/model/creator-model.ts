import { ITEM_CATALOGUE } from '@codehop/content';
import {
  BUILD_COSTS,
  ITEM_CATEGORIES,
  blockerAt,
  createState,
  parseLevel,
  type ItemType,
  type TiledMap,
} from '@codehop/engine';
import type { SceneItem, SceneSetup } from '../../../lib/game/scene-types.ts';
import type { PileBadge } from '../../../lib/game/pile-badges.ts';

export type Cell = readonly [number, number];

/** A placed item as the creator saves it (spec/gameplay.md §3 "Placed item"). */
export interface PlacedItem {
  readonly position: { readonly x: number; readonly y: number };
  readonly sprite: string;
  readonly type: string;
  readonly action: string;
  readonly data?: string;
  readonly targetPosition?: { readonly x: number; readonly y: number };
  readonly xmarkType?: XmarkStyle;
  readonly buildData?: BuildData;
}

export const XMARK_STYLES = ['xmark', 'xmarkLight', 'xmarkGold'] as const;
export type XmarkStyle = (typeof XMARK_STYLES)[number];

export interface BuildData {
  readonly buildType: string;
  readonly displayName: string;
  readonly cost: { readonly amount: number; readonly type: string };
}

/** Structures a build command can make (gameplay §3 "Buildable structures"). */
export const BUILDABLE_STRUCTURES = [
  'chicken_house_small_red',
  'chicken_house_small_blue',
  'chicken_house_big_green',
  'chicken_house_big_orange',
  'bridge_horizontal',
  'bridge_vertical',
  'stone_path',
  'wood_path',
  'grain_stack',
] as const;

/** Build costs are paid in materials, foods and eggs (gameplay §3). */
export const BUILD_RESOURCES: readonly string[] = [
  ...ITEM_CATEGORIES.materials,
  ...ITEM_CATEGORIES.berries,
  ...ITEM_CATEGORIES.vegetables,
  ...ITEM_CATEGORIES.fruits,
  ...ITEM_CATEGORIES.eggs,
];

/** Default build cost: 4 grain, at least 1 (gameplay §9). */
export const DEFAULT_BUILD_COST = { amount: 4, type: 'grain' } as const;
export const MIN_BUILD_COST = 1;
export const AUTO_SAVE_MS = 5000;
export const EDITOR_READY_MS = 100;
export const ANY_TEXT = '*';
export const DEFAULT_PHRASE = 'Hello';

/** A cost amount as typed: a non-number becomes 1, never below 1 (gameplay §5). */
export function costAmount(typed: string | number): number {
  const value = typeof typed === 'number' ? typed : Number.parseInt(typed, 10);
  if (!Number.isFinite(value)) return MIN_BUILD_COST;
  return Math.max(MIN_BUILD_COST, Math.floor(value));
}

/** What the catalogue offers to place: every item type but the X marks (they come as commands). */
export interface CatalogueEntry {
  readonly type: ItemType;
  readonly category: string;
  readonly name: string;
  readonly icon: string;
}

export function catalogueEntries(nameOf: (type: string) => string): CatalogueEntry[] {
  return Object.values(ITEM_CATALOGUE)
    .filter((entry) => entry.category !== 'xmarks')
    .map((entry) => ({ type: entry.type, category: entry.category, name: nameOf(entry.type), icon: entry.icon }));
}

/** Groups the catalogue by category, keeping the entries whose name or id holds the search. */
export function groupCatalogue(entries: readonly CatalogueEntry[], search: string): [string, CatalogueEntry[]][] {
  const query = search.trim().toLowerCase();
  const groups = new Map<string, CatalogueEntry[]>();
  for (const entry of entries) {
    if (query && !entry.name.toLowerCase().includes(query) && !entry.type.replace(/_/g, ' ').includes(query)) continue;
    const list = groups.get(entry.category) ?? [];
    list.push(entry);
    groups.set(entry.category, list);
  }
  return [...groups.entries()];
}

export function cellOf(position: unknown): Cell | null {
  if (Array.isArray(position) && typeof position[0] === 'number' && typeof position[1] === 'number') return [position[0], position[1]];
  if (position && typeof position === 'object' && 'x' in position && 'y' in position) {
    const { x, y } = position as { x: unknown; y: unknown };
    if (typeof x === 'number' && typeof y === 'number') return [x, y];
  }
  return null;
}

const sameCell = (a: Cell, b: Cell) => a[0] === b[0] && a[1] === b[1];
const xy = (cell: Cell) => ({ x: cell[0], y: cell[1] });

/** A stored item (positions as [x, y] or {x, y}) as the creator holds it; null when unreadable. */
export function placedItemOf(raw: unknown): PlacedItem | null {
  if (!raw || typeof raw !== 'object') return null;
  const value = raw as Record<string, unknown>;
  const cell = cellOf(value.position);
  if (!cell || typeof value.type !== 'string') return null;
  const target = cellOf(value.targetPosition);
  const build = value.buildData as BuildData | undefined;
  return {
    position: xy(cell),
    sprite: typeof value.sprite === 'string' ? value.sprite : value.type,
    type: value.type,
    action: typeof value.action === 'string' ? value.action : 'collect',
    ...(typeof value.data === 'string' ? { data: value.data } : {}),
    ...(target ? { targetPosition: xy(target) } : {}),
    ...(typeof value.xmarkType === 'string' && (XMARK_STYLES as readonly string[]).includes(value.xmarkType)
      ? { xmarkType: value.xmarkType as XmarkStyle }
      : {}),
    ...(build && typeof build === 'object' ? { buildData: build } : {}),
  };
}

export function itemCell(item: PlacedItem): Cell {
  return [item.position.x, item.position.y];
}

/** A new item of a catalogue type at a cell; collectables are collected, the rest is scenery. */
export function newItem(type: string, cell: Cell): PlacedItem {
  const entry = (ITEM_CATALOGUE as Readonly<Record<string, { collectable: boolean } | undefined>>)[type];
  return { position: xy(cell), sprite: type, type, action: entry?.collectable ? 'collect' : 'none' };
}

/** A command's X mark: speak (phrase Hello) or build (4 grain for a grain stack by default). */
export function newCommand(action: 'speak' | 'build', style: XmarkStyle, cell: Cell): PlacedItem {
  const base = { position: xy(cell), sprite: style, type: style, action, xmarkType: style };
  return action === 'speak' ? { ...base, data: DEFAULT_PHRASE } : base;
}

/**
 * The level's goals, derived from what is placed (gameplay §3 "Goals in the creator"): one
 * collect goal per collectable type with its count, and one goal per command mark with its
 * type, count 1, action, position and data (the phrase, or "build").
 */
export function deriveGoals(items: readonly PlacedItem[]): Record<string, unknown>[] {
  const counts = new Map<string, number>();
  const goals: Record<string, unknown>[] = [];
  for (const item of items) {
    if (item.action === 'collect' && !item.type.startsWith('xmark')) counts.set(item.type, (counts.get(item.type) ?? 0) + 1);
  }
  for (const [type, count] of counts) goals.push({ action: 'collect', type, count });
  for (const item of items) {
    if (item.action === 'speak') {
      goals.push({ action: 'speak', type: item.type, count: 1, position: [item.position.x, item.position.y], data: item.data ?? DEFAULT_PHRASE });
    } else if (item.action === 'build' && item.buildData) {
      goals.push({
        action: 'build',
        type: item.buildData.buildType,
        count: 1,
        position: [item.position.x, item.position.y],
        ...(item.targetPosition ? { targetPosition: [item.targetPosition.x, item.targetPosition.y] } : {}),
        data: 'build',
        cost: item.buildData.cost,
      });
    }
  }
  return goals;
}

/** The items as the server stores them: positions as [x, y] (the engine's schema accepts both). */
export function itemsPayload(items: readonly PlacedItem[]): Record<string, unknown>[] {
  return items.map((item) => ({
    ...item,
    position: [item.position.x, item.position.y],
    ...(item.targetPosition ? { targetPosition: [item.targetPosition.x, item.targetPosition.y] } : {}),
  }));
}

/** Which cells of a creator map the player cannot enter (walls, water, fences, trees). */
export interface CollisionMap {
  readonly width: number;
  readonly height: number;
  blocked(cell: Cell): boolean;
}

export function collisionMap(map: TiledMap, start: Cell): CollisionMap {
  const state = createState(parseLevel({ map, start }));
  const { width, height } = state.world;
  const inside = (cell: Cell) => cell[0] >= 0 && cell[1] >= 0 && cell[0] < width && cell[1] < height;
  return { width, height, blocked: (cell) => !inside(cell) || blockerAt(state, cell) !== undefined };
}

/** Of the 4 neighbouring cells, the one nearest the pointer (fx, fy: the fraction within the cell). */
export function nearestNeighbour(cell: Cell, fx: number, fy: number): Cell {
  const dx = fx - 0.5;
  const dy = fy - 0.5;
  if (Math.abs(dx) >= Math.abs(dy)) return [cell[0] + (dx >= 0 ? 1 : -1), cell[1]];
  return [cell[0], cell[1] + (dy >= 0 ? 1 : -1)];
}

export function isNeighbour(a: Cell, b: Cell): boolean {
  return Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) === 1;
}

/** Items on a cell, in placing order; the last is drawn with a count badge when there are several. */
export function itemsAtCell(items: readonly PlacedItem[], cell: Cell): number[] {
  return items.flatMap((item, index) => (sameCell(itemCell(item), cell) ? [index] : []));
}

/** The scene's picture of the content: every item in its start state, marks, count badges. */
export function creatorSceneSetup(map: TiledMap, start: Cell, items: readonly PlacedItem[], character: string, zoom: number | undefined): SceneSetup {
  const byCell = new Map<string, number[]>();
  items.forEach((item, index) => {
    const key = `${item.position.x},${item.position.y}`;
    byCell.set(key, [...(byCell.get(key) ?? []), index]);
  });
  const shown: SceneItem[] = [];
  const piles: PileBadge[] = [];
  for (const indexes of byCell.values()) {
    const last = indexes[indexes.length - 1] ?? 0;
    const item = items[last];
    if (!item) continue;
    const entry = (ITEM_CATALOGUE as Readonly<Record<string, { initialState: string } | undefined>>)[item.type];
    shown.push({ id: last, type: item.type, status: entry?.initialState ?? 'idle', position: itemCell(item) });
    if (indexes.length > 1) piles.push({ position: itemCell(item), amount: indexes.length, type: item.type } as PileBadge);
  }
  return {
    map,
    start,
    facing: [0, 1],
    zoom,
    items: shown,
    marks: [],
    piles,
    character,
    goalActions: [],
  };
}

export function structureCost(type: string): { amount: number; type: string } {
  const cost = BUILD_COSTS[type];
  return cost ? { amount: cost.amount, type: cost.type } : { ...DEFAULT_BUILD_COST };
}
