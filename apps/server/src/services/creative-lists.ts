import type { CreativeLevelPage, CreativeSort } from '@codehop/api';
import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { creativeLevelFavourites, creativeLevels, students, users } from '../db/schema.ts';
import { creatorDisplayName, presentCreativeCard } from '../presenters/creative-level.ts';

export interface CreativeListOptions {
  readonly page: number;
  readonly size: number;
  readonly sort: CreativeSort;
  readonly search?: string | undefined;
  readonly courseId?: string | undefined;
  /** The signed-in viewer: their favourites are marked. */
  readonly viewerId: number | null;
  /** Only the viewer's favourites, newest favourite first. */
  readonly favouritesOf?: number;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * One page of creative levels matching `where`: most recent (created) or most popular (favourites,
 * then plays, then completions) first, with the creator's display name and whether the viewer
 * favourited each one; searched by name, case-insensitively.
 */
export async function listCreativeLevels(
  db: Db,
  where: SQL | undefined,
  options: CreativeListOptions,
): Promise<CreativeLevelPage> {
  const conditions: (SQL | undefined)[] = [where];
  if (options.search)
    conditions.push(ilike(creativeLevels.name, `%${escapeLike(options.search)}%`));
  if (options.courseId) conditions.push(eq(creativeLevels.courseId, options.courseId));
  const favourites = options.favouritesOf;
  if (favourites !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${creativeLevelFavourites} f where f.level_id = ${creativeLevels.id} and f.user_id = ${favourites})`,
    );
  }
  const filter = and(...conditions);
  const order =
    options.sort === 'most_popular'
      ? [
          desc(creativeLevels.favouritesCount),
          desc(creativeLevels.playsCount),
          desc(creativeLevels.completionsCount),
          desc(creativeLevels.createdAt),
          desc(creativeLevels.id),
        ]
      : [desc(creativeLevels.createdAt), desc(creativeLevels.id)];
  const viewer = options.viewerId ?? 0;
  const [rows, totals] = await Promise.all([
    db
      .select({
        level: creativeLevels,
        fullName: users.fullName,
        studentUsername: students.username,
        favorited: sql<boolean>`exists (select 1 from ${creativeLevelFavourites} v where v.level_id = ${creativeLevels.id} and v.user_id = ${viewer})`,
      })
      .from(creativeLevels)
      .innerJoin(users, eq(users.id, creativeLevels.userId))
      .leftJoin(students, eq(students.id, creativeLevels.studentId))
      .where(filter)
      .orderBy(...order)
      .limit(options.size)
      .offset((options.page - 1) * options.size),
    db.select({ total: count() }).from(creativeLevels).where(filter),
  ]);
  const total = totals[0]?.total ?? 0;
  return {
    items: rows.map((row) =>
      presentCreativeCard(
        row.level,
        creatorDisplayName(row.fullName, row.studentUsername),
        Boolean(row.favorited),
      ),
    ),
    page: options.page,
    size: options.size,
    total,
    pages: Math.max(1, Math.ceil(total / options.size)),
  };
}
