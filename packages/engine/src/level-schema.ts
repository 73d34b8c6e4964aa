import { z } from 'zod';
import { ITEM_TYPES } from './item-types.ts';
import { jsonValueSchema } from './json-value.ts';
import type { Direction, Position } from './position.ts';

/**
 * The level model shared by the engine, `packages/content` and the level creator. Positions are
 * accepted as `[x, y]` (level files) or `{ x, y }` (the creator's placed items) and always come
 * out as `[x, y]`, so rules compare one shape only. Parse with `parseLevel`; build on the
 * schemas with `.extend` where a package needs more fields (slug, guide, ...).
 */

export const TILE_SIZE = 16;

export { COLLISION_LAYER_NAME, MAP_LAYER_NAMES } from './map-layers.ts';

const coordinate = z.number().int();

export const positionSchema = z
  .union([z.tuple([coordinate, coordinate]).readonly(), z.object({ x: coordinate, y: coordinate })])
  .transform((value): Position => ('x' in value ? [value.x, value.y] : [value[0], value[1]]));

const unit = z.union([z.literal(-1), z.literal(0), z.literal(1)]);
export const directionSchema = z
  .tuple([unit, unit])
  .refine(([dx, dy]) => Math.abs(dx) + Math.abs(dy) === 1, 'A facing is one of [0,-1], [1,0], [0,1], [-1,0].')
  .transform((value): Direction => [value[0], value[1]]);

export const tilesetRefSchema = z.looseObject({
  source: z.string().min(1),
  firstgid: z.number().int().min(1),
});

export const mapLayerSchema = z
  .looseObject({
    name: z.string(),
    width: z.number().int().min(1),
    height: z.number().int().min(1),
    data: z.array(z.number().int().min(0)).optional(),
  })
  .refine((layer) => layer.data === undefined || layer.data.length === layer.width * layer.height, {
    message: 'A layer holds width x height tiles.',
    path: ['data'],
  });

export const tiledMapSchema = z.looseObject({
  width: z.number().int().min(1).optional(),
  height: z.number().int().min(1).optional(),
  tilewidth: z.literal(TILE_SIZE).default(TILE_SIZE),
  tileheight: z.literal(TILE_SIZE).default(TILE_SIZE),
  layers: z.array(mapLayerSchema).min(1),
  tilesets: z.array(tilesetRefSchema).default([]),
});

/** Actions a learner performs at an X mark; each can be a goal. */
export const INTERACTION_ACTIONS = [
  'speak',
  'write',
  'read',
  'question',
  'display',
  'build',
  'water',
  'collect',
  'open',
  'close',
  'place',
  'plant',
  'combine',
] as const;
export type InteractionAction = (typeof INTERACTION_ACTIONS)[number];

export const GOAL_ACTIONS = [...INTERACTION_ACTIONS, 'assign', 'compare'] as const;
export type GoalAction = (typeof GOAL_ACTIONS)[number];

/** `none` marks scenery: an item that is drawn and may block, but offers no action. */
export const ITEM_ACTIONS = [...INTERACTION_ACTIONS, 'none'] as const;
export type ItemAction = (typeof ITEM_ACTIONS)[number];

export const itemTypeSchema = z.enum(ITEM_TYPES as unknown as [string, ...string[]]);

export const amountSchema = z.object({
  type: itemTypeSchema,
  amount: z.number().int().min(1),
});

export const XMARK_TYPES = ['xmark', 'xmarkLight', 'xmarkGold'] as const;

export const buildDataSchema = z.object({
  buildType: itemTypeSchema,
  displayName: z.string().default(''),
  cost: amountSchema,
});

export const itemSchema = z.object({
  action: z.enum(ITEM_ACTIONS).default('collect'),
  type: itemTypeSchema,
  sprite: z.string().optional(),
  position: positionSchema,
  data: jsonValueSchema.optional(),
  /** Further tiles a big object (a chicken house) covers besides `position`. */
  compoundPositions: z.array(positionSchema).optional(),
  targetPosition: positionSchema.optional(),
  xmarkType: z.enum(XMARK_TYPES).optional(),
  buildData: buildDataSchema.optional(),
});

export const goalSchema = z.object({
  action: z.enum(GOAL_ACTIONS),
  type: z.string().default(''),
  /** The goal's maximum score; for an assign goal, the value the variable must hold. */
  count: z.number().int().min(0).optional(),
  cost: amountSchema.optional(),
  data: jsonValueSchema.optional(),
  variable: z.string().optional(),
  depends: z.object({ type: z.string(), count: z.number().int().min(1) }).optional(),
  expectedData: jsonValueSchema.optional(),
  position: positionSchema.optional(),
  targetPosition: positionSchema.optional(),
  score: z.number().int().min(0).default(0),
});

export const constantSchema = z.object({ name: z.string().min(1), value: jsonValueSchema });

export const levelSchema = z
  .object({
    slug: z.string().optional(),
    name: z.string().optional(),
    map: tiledMapSchema,
    start: positionSchema,
    facing: directionSchema.optional(),
    zoom: z.number().positive().optional(),
    items: z.array(itemSchema).default([]),
    levelGoals: z.array(goalSchema).default([]),
    constants: z.array(constantSchema).default([]),
    maxLinesOfCode: z.number().int().min(1).optional(),
  })
  .superRefine((level, context) => {
    for (const [index, goal] of level.levelGoals.entries()) {
      if ((goal.action === 'assign' || goal.action === 'compare') && !goal.variable) {
        context.addIssue({
          code: 'custom',
          message: `An ${goal.action} goal names the variable it checks.`,
          path: ['levelGoals', index, 'variable'],
        });
      }
      if (goal.action === 'compare' && goal.expectedData === undefined) {
        context.addIssue({
          code: 'custom',
          message: 'A compare goal holds the expectedData the variable must equal.',
          path: ['levelGoals', index, 'expectedData'],
        });
      }
    }
  });

export type TiledMap = z.output<typeof tiledMapSchema>;
export type MapLayer = z.output<typeof mapLayerSchema>;
export type LevelItem = z.output<typeof itemSchema>;
export type LevelGoal = z.output<typeof goalSchema>;
export type Amount = z.output<typeof amountSchema>;
export type Level = z.output<typeof levelSchema>;
/** What a level file or the creator may write: positions as [x, y] or { x, y }, defaults left out. */
export type LevelInput = z.input<typeof levelSchema>;
export type LevelGoalInput = z.input<typeof goalSchema>;
export type LevelItemInput = z.input<typeof itemSchema>;

/** Parses unknown input (a level file, a creator payload) into a Level, or throws a ZodError. */
export function parseLevel(input: unknown): Level {
  return levelSchema.parse(input);
}
