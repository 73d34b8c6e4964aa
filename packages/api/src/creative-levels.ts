import { z } from 'zod';
import { CREATIVE_SLUG_MAX } from './creative-slug.ts';
import { idSchema } from './profile.ts';

/** The four maps of the level creator (spec/gameplay.md §2 "Map choices", §9). */
export const CREATIVE_MAP_PATHS = [
  'creative-01.json',
  'creative-02.json',
  'creative-03.json',
  'creative-04.json',
] as const;
export type CreativeMapPath = (typeof CREATIVE_MAP_PATHS)[number];
export const DEFAULT_CREATIVE_MAP_PATH: CreativeMapPath = 'creative-01.json';
export const DEFAULT_CREATIVE_CODE_TEMPLATE = 'from player import *\n\n';
export const DEFAULT_CREATIVE_ZOOM = 50;
export const CREATIVE_LEVEL_NAME_MIN = 3;
export const CREATIVE_LEVEL_NAME_MAX = 50;
export const CREATIVE_MAX_ITEMS = 500;
export const CREATIVE_MAX_GOALS = 200;

/** The level settings' messages (spec/gameplay.md §5 "Level creator"). */
export const creativeCourseSchema = z.enum(['python', 'advanced-python'], {
  error: (issue) =>
    issue.input === undefined || issue.input === ''
      ? 'Course is required'
      : 'Please select a valid course',
});
export type CreativeCourse = z.infer<typeof creativeCourseSchema>;

export const creativeLevelNameSchema = z
  .string({ error: 'Level name is required' })
  .trim()
  .min(1, 'Level name is required')
  .min(CREATIVE_LEVEL_NAME_MIN, `Level name must be at least ${CREATIVE_LEVEL_NAME_MIN} characters`)
  .max(CREATIVE_LEVEL_NAME_MAX, `Level name must be at most ${CREATIVE_LEVEL_NAME_MAX} characters`);

/** What the slug rule makes: lowercase Latin letters, digits and single hyphens, at most 61 characters. */
export const creativeSlugSchema = z
  .string()
  .min(1, 'The level slug is required')
  .max(CREATIVE_SLUG_MAX, `A level slug has at most ${CREATIVE_SLUG_MAX} characters`)
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'A level slug uses lowercase letters, digits and single hyphens',
  );

const mapPathSchema = z.enum(CREATIVE_MAP_PATHS, {
  error: 'Please choose one of the four creator maps',
});

const cell = z
  .number({ error: 'A position is two whole numbers' })
  .int('A position is two whole numbers');
/** `[x, y]` or the creator's `{ x, y }`, always answered as `[x, y]`. */
export const creativePositionSchema = z
  .union([z.tuple([cell, cell]), z.object({ x: cell, y: cell })], { error: 'A position is [x, y]' })
  .transform((value): [number, number] =>
    Array.isArray(value) ? [value[0], value[1]] : [value.x, value.y],
  );

// Items and goals are checked in depth by the server with the engine's own schemas (this package
// depends on nothing of ours); here only their outer shape and how many there may be.
const looseEntry = z.record(z.string(), z.unknown());
const itemsSchema = z
  .array(looseEntry)
  .max(CREATIVE_MAX_ITEMS, `A level holds at most ${CREATIVE_MAX_ITEMS} items`);
const goalsSchema = z
  .array(looseEntry)
  .max(CREATIVE_MAX_GOALS, `A level holds at most ${CREATIVE_MAX_GOALS} goals`);

/**
 * The creator's save payload (spec/gameplay.md §3): it sends several fields twice, in snake_case
 * and camelCase (slug/level_slug, start/player_start, mapPath/map_path, levelGoals/level_goals,
 * isPublic/is_public, schoolVisible/school_visible); either spelling is accepted. `user_id` is
 * ignored: the creator is always the signed-in user.
 */
const payloadShape = {
  name: creativeLevelNameSchema.optional(),
  course_id: creativeCourseSchema.optional(),
  slug: creativeSlugSchema.optional(),
  level_slug: creativeSlugSchema.optional(),
  map_path: mapPathSchema.optional(),
  mapPath: mapPathSchema.optional(),
  code_template: z.string().max(100_000, 'The code template is too long').optional(),
  codeTemplate: z.string().max(100_000, 'The code template is too long').optional(),
  tutorial: z.string().max(50_000, 'The tutorial is too long').optional(),
  player_start: creativePositionSchema.optional(),
  start: creativePositionSchema.optional(),
  items: itemsSchema.optional(),
  level_goals: goalsSchema.optional(),
  levelGoals: goalsSchema.optional(),
  zoom: z.number().int('The zoom is a whole number').min(10).max(200).optional(),
  is_public: z.boolean().optional(),
  isPublic: z.boolean().optional(),
  school_visible: z.boolean().optional(),
  schoolVisible: z.boolean().optional(),
  user_id: z.unknown().optional(),
} as const;

type RawPayload = z.output<z.ZodObject<typeof payloadShape>>;

/** One spelling per field, undefined where the payload said nothing. */
export interface CreativeLevelChanges {
  name?: string;
  course_id?: CreativeCourse;
  slug?: string;
  map_path?: CreativeMapPath;
  code_template?: string;
  tutorial?: string;
  player_start?: [number, number];
  items?: Record<string, unknown>[];
  level_goals?: Record<string, unknown>[];
  zoom?: number;
  is_public?: boolean;
  school_visible?: boolean;
}

function oneSpelling(raw: RawPayload): CreativeLevelChanges {
  const picked: CreativeLevelChanges = {
    name: raw.name,
    course_id: raw.course_id,
    slug: raw.level_slug ?? raw.slug,
    map_path: raw.map_path ?? raw.mapPath,
    code_template: raw.code_template ?? raw.codeTemplate,
    tutorial: raw.tutorial,
    player_start: raw.player_start ?? raw.start,
    items: raw.items,
    level_goals: raw.level_goals ?? raw.levelGoals,
    zoom: raw.zoom,
    is_public: raw.is_public ?? raw.isPublic,
    school_visible: raw.school_visible ?? raw.schoolVisible,
  };
  return Object.fromEntries(
    Object.entries(picked).filter(([, value]) => value !== undefined),
  ) as CreativeLevelChanges;
}

/** POST /api/level/creative/create and POST /api/level/creative: name and course are required. */
export const creativeLevelCreateRequestSchema = z
  .object({ ...payloadShape, name: creativeLevelNameSchema, course_id: creativeCourseSchema })
  .transform(
    (raw) => oneSpelling(raw) as CreativeLevelChanges & { name: string; course_id: CreativeCourse },
  );
export type CreativeLevelCreateRequest = z.input<typeof creativeLevelCreateRequestSchema>;

/** PUT /api/level/creative/{slug}: any subset of the fields; a new course or slug moves the level. */
export const creativeLevelUpdateRequestSchema = z.object(payloadShape).transform(oneSpelling);
export type CreativeLevelUpdateRequest = z.input<typeof creativeLevelUpdateRequestSchema>;

export const creativeLevelParamsSchema = z.object({ levelSlug: creativeSlugSchema });
/** Which level: the course (python by default) and, to read someone else's public level, its creator. */
export const creativeLevelQuerySchema = z.object({
  course_id: creativeCourseSchema.default('python'),
  user_id: idSchema.optional(),
});
export const creativeCreateQuerySchema = z.object({
  /** true: a taken slug gets a fresh suffix instead of answering 409. */
  force_create: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
});
export const creativeSlugCheckParamsSchema = z.object({
  course_id: creativeCourseSchema,
  level_slug: creativeSlugSchema,
});

export const creativeLevelSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  student_id: z.number().int().nullable(),
  course_id: creativeCourseSchema,
  slug: z.string(),
  level_slug: z.string(),
  name: z.string(),
  map_path: z.string(),
  code_template: z.string(),
  tutorial: z.string(),
  player_start: z.tuple([z.number().int(), z.number().int()]),
  items: z.array(z.unknown()),
  level_goals: z.array(z.unknown()),
  zoom: z.number(),
  is_public: z.boolean(),
  school_visible: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CreativeLevel = z.infer<typeof creativeLevelSchema>;

export const creativeSlugCheckResponseSchema = z.object({
  course_id: creativeCourseSchema,
  level_slug: z.string(),
  /** Whether the signed-in creator already has a level with this slug in this course. */
  exists: z.boolean(),
});
export type CreativeSlugCheckResponse = z.infer<typeof creativeSlugCheckResponseSchema>;
