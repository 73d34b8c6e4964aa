export type { Command, CommandType } from './command.ts';
export { COMMAND_TYPES } from './command.ts';
export type { ItemCategory, ItemType } from './item-types.ts';
export { ITEM_CATEGORIES, ITEM_TYPES, isItemType } from './item-types.ts';

export type { Direction, Position } from './position.ts';
export { DEFAULT_FACING, ahead, samePosition, turnedLeft, turnedRight } from './position.ts';
export type { JsonValue } from './json-value.ts';
export { jsonValueSchema } from './json-value.ts';

export type {
  Amount,
  GoalAction,
  InteractionAction,
  ItemAction,
  Level,
  LevelGoal,
  LevelGoalInput,
  LevelInput,
  LevelItemInput,
  LevelItem,
  MapLayer,
  TiledMap,
} from './level-schema.ts';
export {
  COLLISION_LAYER_NAME,
  GOAL_ACTIONS,
  INTERACTION_ACTIONS,
  ITEM_ACTIONS,
  MAP_LAYER_NAMES,
  TILE_SIZE,
  XMARK_TYPES,
  amountSchema,
  buildDataSchema,
  constantSchema,
  directionSchema,
  goalSchema,
  itemSchema,
  itemTypeSchema,
  levelSchema,
  mapLayerSchema,
  parseLevel,
  positionSchema,
  tiledMapSchema,
  tilesetRefSchema,
} from './level-schema.ts';

export type { ItemStatus } from './rules/item-rules.ts';
export {
  blocksMovement,
  initialStatus,
  isBuildable,
  isCollectable,
  isFillable,
  isOpenable,
  isPlant,
  isPushable,
  isWalkway,
  itemCategory,
} from './rules/item-rules.ts';
export type { BuildCost, Ingredient, Recipe } from './rules/recipes.ts';
export type { ItemRule } from './rules/item-rules-table.ts';
export { ITEM_RULES } from './rules/item-rules-table.ts';
export { BUILD_COSTS, RECIPES } from './rules/recipes.ts';

export type { World } from './world.ts';
export type { GameOptions, GameState, GoalState, Inventory, ItemState, PlayerState, StateOptions, Texts } from './state.ts';
export { ACTION_LIMIT, createGame, createState, itemsAt } from './state.ts';
export type { GameEvent, GameEventType } from './events.ts';
export type { Refusal, RefusalCode, RefusalParams } from './refusal.ts';
export { REFUSAL_CODES, REFUSAL_MESSAGES, formatRefusal, itemWords, refusal } from './refusal.ts';
export type { Pause, StepResult } from './step-result.ts';
export { step } from './step.ts';
export { ANY_TEXT } from './commands/talk.ts';
export type { Completion, GoalProgress, Variables } from './completion.ts';
export { checkCompletion, evaluateCompletion, goalVariables } from './completion.ts';
export { valuesMatch } from './values-match.ts';
export { PATH_PREVIEW_DOTS, findPath, previewPath, walkPath } from './path-finding.ts';
export { blockerAt } from './blockers.ts';
export type { Blocker } from './blockers.ts';
