export type { Command, CommandType } from './command.ts';
export { COMMAND_TYPES } from './command.ts';
export type { ItemCategory, ItemType } from './item-types.ts';
export { ITEM_CATEGORIES, ITEM_TYPES, isItemType } from './item-types.ts';
