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
  /** The version the editor last loaded or saved; an older one answers 409 instead of overwriting. */
  version: z.number().int().positive().optional(),
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
  version?: number;
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
    version: raw.version,
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
  version: z.number().int(),
  /** Whether the creator has completed it (needed before Make Public or Share with School). */
  creator_completed: z.boolean(),
  school_approved: z.boolean(),
  hidden: z.boolean(),
  plays: z.number().int(),
  completions: z.number().int(),
  favorites: z.number().int(),
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

/** The creator must finish their own level before others may see it (issue 20). */
export const PUBLISH_NEEDS_COMPLETION =
  'Complete your level yourself in Preview before you make it public or share it with your school.';
export const CREATIVE_LIST_PAGE_SIZE = 12;
export const CREATIVE_SORTS = ['most_recent', 'most_popular'] as const;
export type CreativeSort = (typeof CREATIVE_SORTS)[number];

/** The community lists: first page 1, size 12, most recent first (spec/platform.md §9). */
export const creativeListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(48).default(CREATIVE_LIST_PAGE_SIZE),
  sort: z
    .enum(CREATIVE_SORTS, { error: 'Sort is most_recent or most_popular' })
    .default('most_recent'),
  search: z.string().trim().max(50, 'Search for at most 50 characters').optional(),
  course_id: creativeCourseSchema.optional(),
});
export type CreativeListQuery = z.input<typeof creativeListQuerySchema>;

/** A card in a list: enough to draw the map's thumbnail and the counts. */
export const creativeLevelCardSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  creator_name: z.string(),
  course_id: creativeCourseSchema,
  level_slug: z.string(),
  name: z.string(),
  map_path: z.string(),
  player_start: z.tuple([z.number().int(), z.number().int()]),
  items: z.array(z.unknown()),
  is_public: z.boolean(),
  school_visible: z.boolean(),
  school_approved: z.boolean(),
  hidden: z.boolean(),
  creator_completed: z.boolean(),
  plays: z.number().int(),
  completions: z.number().int(),
  favorites: z.number().int(),
  favorited: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CreativeLevelCard = z.infer<typeof creativeLevelCardSchema>;

export const creativeLevelPageSchema = z.object({
  items: z.array(creativeLevelCardSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});
export type CreativeLevelPage = z.infer<typeof creativeLevelPageSchema>;

export const creativeLevelIdParamsSchema = z.object({ creative_level_id: idSchema });
export const creativeCreatorParamsSchema = z.object({ creator_user_id: idSchema });

export const creativeFavoriteResponseSchema = z.object({
  creative_level_id: z.number().int(),
  favorited: z.boolean(),
  favorites: z.number().int(),
});
export type CreativeFavoriteResponse = z.infer<typeof creativeFavoriteResponseSchema>;

export const creativeCreatorStatsSchema = z.object({
  creator_user_id: z.number().int(),
  creator_name: z.string(),
  levels: z.number().int(),
  plays: z.number().int(),
  completions: z.number().int(),
  favorites: z.number().int(),
});
export type CreativeCreatorStats = z.infer<typeof creativeCreatorStatsSchema>;

/** POST /api/level/creative/{id}/run: a run of a creative level starts or completes. */
export const creativeRunRequestSchema = z.object({
  status: z.enum(['in_progress', 'complete']),
  code: z.string().max(100_000, 'The code is too long'),
});
export type CreativeRunRequest = z.infer<typeof creativeRunRequestSchema>;
export const creativeRunResponseSchema = z.object({
  plays: z.number().int(),
  completions: z.number().int(),
  creator_completed: z.boolean(),
  /** For a `complete`: the server's own run of the code agreed (verified), did not (rejected), or is still running (pending). */
  verification: z.enum(['verified', 'rejected', 'pending']).optional(),
});
export type CreativeRunResponse = z.infer<typeof creativeRunResponseSchema>;

export const creativeReportRequestSchema = z.object({
  reason: z.string().trim().min(1, 'Tell us what is wrong').max(500, 'At most 500 characters'),
});
/** "Report this level": the thanks, and whether this player had already reported it (it counts once). */
export const creativeReportResponseSchema = z.object({
  detail: z.string(),
  already_reported: z.boolean(),
});
export type CreativeReportResponse = z.infer<typeof creativeReportResponseSchema>;

/** A teacher's list of the levels their school's students shared: waiting for them, or checked (approved or hidden). */
export const CREATIVE_REVIEW_STATES = ['waiting', 'checked'] as const;
export const creativeReviewQuerySchema = creativeListQuerySchema.extend({
  state: z.enum(CREATIVE_REVIEW_STATES, { error: 'State is waiting or checked' }).default('waiting'),
});
export type CreativeReviewQuery = z.input<typeof creativeReviewQuerySchema>;

export const creativeModerationResponseSchema = z.object({
  creative_level_id: z.number().int(),
  hidden: z.boolean(),
  school_approved: z.boolean(),
});
