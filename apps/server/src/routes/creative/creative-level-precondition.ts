import type { FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { creativeLevels } from '../../db/schema.ts';
import { VERSION_CONFLICT } from '../../commands/save-creative-level.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { entityTag, sendTag, StaleError } from '../../plugins/preconditions.ts';
import { presentCreativeLevel, type CreativeLevelRow } from '../../presenters/creative-level.ts';

/** The level's tag is its existing `version` (the editor's own two-tabs check, 409, stays as it was). */
export const CREATIVE_LEVEL_TAG = 'creative-level';

export function sendCreativeLevelTag(reply: FastifyReply, level: CreativeLevelRow): void {
  sendTag(reply, CREATIVE_LEVEL_TAG, level.id, level.version);
}

/**
 * After a conditional write touched no row: 412 with the level as it is now when If-Match no
 * longer matches; when it still does, the body's own `version` was the stale one (409, as before).
 */
export async function staleCreativeLevel(db: Db, levelId: number, versions: readonly number[]): Promise<never> {
  const [now] = await db.select().from(creativeLevels).where(eq(creativeLevels.id, levelId)).limit(1);
  if (!now) throw new HttpError(404, 'Level not found', 'level_not_found');
  if (versions.includes(now.version)) throw new HttpError(409, VERSION_CONFLICT, 'version_conflict');
  throw new StaleError(presentCreativeLevel(now), entityTag(CREATIVE_LEVEL_TAG, now.id, now.version));
}
