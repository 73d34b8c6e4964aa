import { ITEM_ART } from '@codehop/content';

/**
 * The `items` namespace: every item's name as the game shows it (goals, Code Book, refusals),
 * by item id, plus the Code Book's names for groups of structures.
 */
export const itemsEn: Record<string, string> = {
  ...Object.fromEntries(Object.entries(ITEM_ART).map(([id, art]) => [id, art.displayName])),
  group_bridge: 'Bridge',
  group_chicken_house: 'Chicken house (every colour)',
};
