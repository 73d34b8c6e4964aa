import {
  CREATIVE_SLUG_BASE_MAX,
  CREATIVE_SLUG_SUFFIX_LENGTH,
  type CreativeCourse,
} from '@codehop/api';
import { getCourse } from '@codehop/content';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { creativeLevels } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { HttpError } from '../plugins/error-handler.ts';
import { versionMatches } from '../plugins/preconditions.ts';
import type { CreativeLevelRow } from '../presenters/creative-level.ts';

export type NewCreativeLevel = typeof creativeLevels.$inferInsert;

/** The creator page shows this as a warning and adds "Try changing the level slug" (gameplay §8). */
export function slugTaken(slug: string, courseId: string): HttpError {
  const course = getCourse(courseId as CreativeCourse).name;
  return new HttpError(
    409,
    `A level with the slug "${slug}" already exists in the ${course} course.`,
    'slug_taken',
  );
}

/** The same readable part with another suffix: what a forced create does with a taken slug. */
export function withFreshSuffix(slug: string, suffix: string): string {
  const base = slug.replace(new RegExp(`-[a-z0-9]{${CREATIVE_SLUG_SUFFIX_LENGTH}}$`), '');
  return `${base.slice(0, CREATIVE_SLUG_BASE_MAX).replace(/-+$/, '') || 'level'}-${suffix}`;
}

const FORCED_ATTEMPTS = 5;

/**
 * Stores a new level. The unique index (creator, course, slug) decides races: of two parallel
 * creates with one slug, one wins and the other answers 409, or, forced, takes a fresh suffix.
 */
export async function insertCreativeLevel(
  db: Db,
  values: NewCreativeLevel,
  options: { forceCreate: boolean; freshSuffix: () => string },
): Promise<CreativeLevelRow> {
  let slug = values.slug;
  for (let attempt = 0; attempt < FORCED_ATTEMPTS; attempt += 1) {
    const [row] = await db
      .insert(creativeLevels)
      .values({ ...values, slug })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    if (!options.forceCreate) break;
    slug = withFreshSuffix(slug, options.freshSuffix());
  }
  throw slugTaken(slug, values.courseId);
}

export const VERSION_CONFLICT =
  'This level was saved from another tab or window. Reload it to see the newest version before saving again.';

/**
 * Saves changes; a new course or slug that the creator already uses elsewhere answers 409. With
 * `expectedVersion` (what the editor last loaded or saved) the row changes only if nobody saved
 * in between: otherwise 409, so two tabs never silently drop each other's items.
 */
export async function updateCreativeLevel(
  db: Db,
  level: CreativeLevelRow,
  changes: Partial<NewCreativeLevel>,
  expectedVersion?: number,
  ifMatch?: { readonly versions: readonly number[] | undefined; readonly stale: () => Promise<never> },
): Promise<CreativeLevelRow> {
  try {
    const [row] = await db
      .update(creativeLevels)
      .set({ ...changes, version: sql`${creativeLevels.version} + 1` })
      .where(
        and(
          eq(creativeLevels.id, level.id),
          expectedVersion === undefined ? undefined : eq(creativeLevels.version, expectedVersion),
          versionMatches(creativeLevels.version, ifMatch?.versions),
        ),
      )
      .returning();
    // If-Match (HTTP) is a precondition and answers 412 before the body's version (409) is considered.
    if (!row && ifMatch?.versions !== undefined) return await ifMatch.stale();
    if (!row && expectedVersion !== undefined)
      throw new HttpError(409, VERSION_CONFLICT, 'version_conflict');
    if (!row) throw new HttpError(404, 'Level not found', 'level_not_found');
    return row;
  } catch (error) {
    if (isUniqueViolation(error))
      throw slugTaken(changes.slug ?? level.slug, changes.courseId ?? level.courseId);
    throw error;
  }
}
