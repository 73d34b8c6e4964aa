import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { creativeLevels, users } from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { canViewCreativeLevel } from '../../policies/can-view-creative-level.ts';
import type { CreativeLevelRow } from '../../presenters/creative-level.ts';

/** A level by its id that the requester may see (else 404, as if it did not exist). */
export async function visibleCreativeLevelById(
  request: FastifyRequest,
  id: number,
): Promise<{ level: CreativeLevelRow; creatorOrganizationId: number | null }> {
  const [found] = await request.server.database.db
    .select({ level: creativeLevels, creatorOrganizationId: users.organizationId })
    .from(creativeLevels)
    .innerJoin(users, eq(users.id, creativeLevels.userId))
    .where(eq(creativeLevels.id, id))
    .limit(1);
  if (
    !found ||
    !canViewCreativeLevel(request.auth?.user ?? null, found.level, found.creatorOrganizationId)
  )
    throw new HttpError(404, 'Level not found', 'level_not_found');
  return found;
}
