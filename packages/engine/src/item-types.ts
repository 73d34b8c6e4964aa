/**
 * The vocabulary of item types: every id a level, the engine, the art catalogue and the level
 * creator use. Ids are snake_case and stable (they are stored in levels); display names and
 * sprites live in the content package's art catalogue, behaviour in the engine's item rules.
 * X-mark ids keep the spec's spelling (xmark, xmarkLight, xmarkGold).
 */
export const ITEM_CATEGORIES = {
  materials: ['log', 'plank', 'brick', 'stone', 'grain', 'wool'],
  obstacles: ['rock', 'boulder'],
  berries: ['red_berry', 'blue_berry', 'strawberry', 'raspberry', 'blackberry'],
  vegetables: [
    'carrot', 'tomato', 'lettuce', 'cucumber', 'radish', 'potato',
    'pumpkin', 'corn', 'cabbage', 'eggplant', 'onion', 'pepper',
  ],
  fruits: [
    'apple', 'orange', 'peach', 'pear', 'grape', 'banana',
    'cherry', 'lemon', 'watermelon', 'plum',
  ],
  eggs: ['egg', 'brown_egg', 'golden_egg'],
  dairy: ['milk', 'chocolate_milk', 'strawberry_milk', 'cream', 'pink_cream', 'yellow_cream'],
  mixes: ['flour', 'cake_mix', 'bread_mix'],
  bottles: ['empty_bottle', 'water_bottle', 'juice_bottle', 'oil_bottle'],
  jars: ['empty_jar', 'honey_jar', 'jam_jar'],
  drinks_and_dishes: ['water', 'fruit_juice', 'grape_juice', 'berry_milk', 'salad', 'radish_dressing'],
  tools: ['canteen', 'watering_can', 'key', 'basket'],
  seeds: [
    'carrot_seeds', 'tomato_seeds', 'wheat_seeds', 'sunflower_seeds',
    'pumpkin_seeds', 'flower_seeds',
  ],
  treasures: ['coin', 'gem', 'star', 'heart', 'mushroom', 'fish', 'sunflower', 'tulip', 'rose'],
  flags: ['flag_red', 'flag_blue', 'flag_green', 'flag_yellow'],
  containers: ['chest', 'tray', 'wine_rack', 'shelf'],
  openables: ['door', 'gate', 'oven'],
  signs: ['sign', 'notice_board', 'letter', 'scroll'],
  chicken_houses: [
    'chicken_house_small_red', 'chicken_house_small_orange', 'chicken_house_small_yellow',
    'chicken_house_small_green', 'chicken_house_small_blue', 'chicken_house_small_purple',
    'chicken_house_big_red', 'chicken_house_big_orange', 'chicken_house_big_yellow',
    'chicken_house_big_green', 'chicken_house_big_blue', 'chicken_house_big_purple',
  ],
  structures: ['bridge_horizontal', 'bridge_vertical', 'grain_stack', 'wood_path', 'stone_path'],
  plants: ['sapling', 'flower_bed', 'crop_patch'],
  xmarks: ['xmark', 'xmarkLight', 'xmarkGold'],
  // A villager or animal a learner speaks to; the sprite says who it is.
  characters: ['character'],
} as const;

export type ItemCategory = keyof typeof ITEM_CATEGORIES;
export type ItemType = (typeof ITEM_CATEGORIES)[ItemCategory][number];

export const ITEM_TYPES: readonly ItemType[] = Object.values(ITEM_CATEGORIES).flat();

export function isItemType(value: string): value is ItemType {
  return (ITEM_TYPES as readonly string[]).includes(value);
}
