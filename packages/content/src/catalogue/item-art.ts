import { ITEM_CATEGORIES, type ItemCategory, type ItemType } from '@codehop/engine';

/**
 * What each item type looks like: the English display name, the states it can be drawn in and
 * the atlas frame for each state. Behaviour (collectable, pushable, costs) is the engine's and
 * is merged in by item-catalogue.ts; this table is only the art side.
 */
export type ItemArt = {
  readonly type: ItemType;
  readonly displayName: string;
  readonly category: ItemCategory;
  /** States in the order the game moves through them; the first is how a level starts. */
  readonly states: readonly string[];
  /** Atlas frame name for each state (`items.json`). */
  readonly frames: Readonly<Record<string, string>>;
  /** The frame used as the item's icon in goals, inventory and the creator's palette. */
  readonly icon: string;
  /** Footprint in tiles; big chicken houses cover 2x2. */
  readonly size: readonly [number, number];
};

const DISPLAY_NAMES: Readonly<Record<ItemType, string>> = {
  log: 'Log', plank: 'Plank', brick: 'Brick', stone: 'Stone', grain: 'Grain', wool: 'Wool',
  rock: 'Rock', boulder: 'Boulder',
  red_berry: 'Red Berry', blue_berry: 'Blueberry', strawberry: 'Strawberry', raspberry: 'Raspberry',
  blackberry: 'Blackberry',
  carrot: 'Carrot', tomato: 'Tomato', lettuce: 'Lettuce', cucumber: 'Cucumber', radish: 'Radish',
  potato: 'Potato', pumpkin: 'Pumpkin', corn: 'Corn', cabbage: 'Cabbage', eggplant: 'Eggplant',
  onion: 'Onion', pepper: 'Pepper',
  apple: 'Apple', orange: 'Orange', peach: 'Peach', pear: 'Pear', grape: 'Grapes', banana: 'Banana',
  cherry: 'Cherries', lemon: 'Lemon', watermelon: 'Watermelon', plum: 'Plum',
  egg: 'Egg', brown_egg: 'Brown Egg', golden_egg: 'Golden Egg',
  milk: 'Milk', chocolate_milk: 'Chocolate Milk', strawberry_milk: 'Strawberry Milk', cream: 'Cream',
  pink_cream: 'Pink Cream', yellow_cream: 'Yellow Cream',
  flour: 'Flour', cake_mix: 'Cake Mix', bread_mix: 'Bread Mix',
  empty_bottle: 'Empty Bottle', water_bottle: 'Water Bottle', juice_bottle: 'Juice Bottle',
  oil_bottle: 'Oil Bottle',
  empty_jar: 'Empty Jar', honey_jar: 'Honey Jar', jam_jar: 'Jam Jar',
  water: 'Water', fruit_juice: 'Fruit Juice', grape_juice: 'Grape Juice', berry_milk: 'Berry Milk',
  salad: 'Salad', radish_dressing: 'Radish Dressing',
  canteen: 'Canteen', watering_can: 'Watering Can', key: 'Key', basket: 'Basket',
  carrot_seeds: 'Carrot Seeds', tomato_seeds: 'Tomato Seeds', wheat_seeds: 'Wheat Seeds',
  sunflower_seeds: 'Sunflower Seeds', pumpkin_seeds: 'Pumpkin Seeds', flower_seeds: 'Flower Seeds',
  coin: 'Coin', gem: 'Gem', star: 'Star', heart: 'Heart', mushroom: 'Mushroom', fish: 'Fish',
  sunflower: 'Sunflower', tulip: 'Tulip', rose: 'Rose',
  flag_red: 'Red Flag', flag_blue: 'Blue Flag', flag_green: 'Green Flag', flag_yellow: 'Yellow Flag',
  chest: 'Chest', tray: 'Tray', wine_rack: 'Wine Rack', shelf: 'Shelf',
  door: 'Door', gate: 'Gate', oven: 'Oven',
  sign: 'Sign', notice_board: 'Notice Board', letter: 'Letter', scroll: 'Scroll',
  chicken_house_small_red: 'Small Red Chicken House',
  chicken_house_small_orange: 'Small Orange Chicken House',
  chicken_house_small_yellow: 'Small Yellow Chicken House',
  chicken_house_small_green: 'Small Green Chicken House',
  chicken_house_small_blue: 'Small Blue Chicken House',
  chicken_house_small_purple: 'Small Purple Chicken House',
  chicken_house_big_red: 'Big Red Chicken House',
  chicken_house_big_orange: 'Big Orange Chicken House',
  chicken_house_big_yellow: 'Big Yellow Chicken House',
  chicken_house_big_green: 'Big Green Chicken House',
  chicken_house_big_blue: 'Big Blue Chicken House',
  chicken_house_big_purple: 'Big Purple Chicken House',
  bridge_horizontal: 'Bridge (Horizontal)', bridge_vertical: 'Bridge (Vertical)',
  grain_stack: 'Grain Stack', wood_path: 'Wood Path', stone_path: 'Stone Path',
  sapling: 'Sapling', flower_bed: 'Flower Bed', crop_patch: 'Crop Patch',
  xmark: 'X Mark', xmarkLight: 'Light X Mark', xmarkGold: 'Gold X Mark',
  character: 'Villager',
};

/**
 * States by category (spec/gameplay.md §4 "Level and scene"), named like the engine's
 * ItemStatus so the renderer looks a frame up by the status it is given; per-type exceptions
 * below. 'collected' has no frame: a collected item is not drawn.
 */
const CATEGORY_STATES: Partial<Record<ItemCategory, readonly string[]>> = {
  flags: ['empty', 'filled'],
  openables: ['closed', 'open'],
  chicken_houses: ['disabled', 'enabled'],
  structures: ['disabled', 'enabled'],
  plants: ['idle', 'planted', 'watered'],
};

const TYPE_STATES: Partial<Record<ItemType, readonly string[]>> = {
  chest: ['closed', 'open'],
  tray: ['empty', 'filled'],
  wine_rack: ['empty', 'filled'],
  shelf: ['empty', 'filled'],
};

/** The state whose picture says what the thing is best: a flag flying, a house built. */
const ICON_STATE: Readonly<Record<string, string>> = {
  filled: 'filled',
  enabled: 'enabled',
  closed: 'closed',
  planted: 'planted',
};

/** The one state of an item that never changes look (the engine's 'idle'). */
export const DEFAULT_STATE = 'idle';

function itemArt(type: ItemType, category: ItemCategory): ItemArt {
  const states = TYPE_STATES[type] ?? CATEGORY_STATES[category] ?? [DEFAULT_STATE];
  const frames: Record<string, string> = {};
  for (const state of states) frames[state] = state === DEFAULT_STATE ? type : `${type}/${state}`;
  const iconState = states.find((s) => ICON_STATE[s] !== undefined) ?? states[0] ?? DEFAULT_STATE;
  const big = type.startsWith('chicken_house_big_');
  return {
    type,
    displayName: DISPLAY_NAMES[type],
    category,
    states,
    frames,
    icon: frames[iconState] ?? type,
    size: big ? [2, 2] : [1, 1],
  };
}

function buildItemArt(): Readonly<Record<ItemType, ItemArt>> {
  const out: Partial<Record<ItemType, ItemArt>> = {};
  for (const [category, types] of Object.entries(ITEM_CATEGORIES) as [ItemCategory, readonly ItemType[]][]) {
    for (const type of types) out[type] = itemArt(type, category);
  }
  return out as Record<ItemType, ItemArt>;
}

export const ITEM_ART: Readonly<Record<ItemType, ItemArt>> = buildItemArt();

/** Every atlas frame the items atlas must hold, in catalogue order. */
export function itemFrameNames(): string[] {
  return Object.values(ITEM_ART).flatMap((art) => Object.values(art.frames));
}
