import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { creativeLevels, users } from '../../db/schema.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import {
  canChangeCreativeLevel,
  canViewCreativeLevel,
} from '../../policies/can-view-creative-level.ts';
import type { CreativeLevelRow } from '../../presenters/creative-level.ts';

const NOT_FOUND = () => new HttpError(404, 'Level not found', 'level_not_found');

async function findCreativeLevel(
  request: FastifyRequest,
  creatorUserId: number,
  courseId: string,
  slug: string,
): Promise<{ level: CreativeLevelRow; creatorOrganizationId: number | null } | undefined> {
  const [found] = await request.server.database.db
    .select({ level: creativeLevels, creatorOrganizationId: users.organizationId })
    .from(creativeLevels)
    .innerJoin(users, eq(users.id, creativeLevels.userId))
    .where(
      and(
        eq(creativeLevels.userId, creatorUserId),
        eq(creativeLevels.courseId, courseId),
        eq(creativeLevels.slug, slug),
      ),
    )
    .limit(1);
  return found;
}

/**
 * A level the requester may open: their own (creator omitted: the signed-in user) or another
 * creator's public one. Private levels of others answer 404, as if they did not exist.
 */
export async function visibleCreativeLevel(
  request: FastifyRequest,
  creatorUserId: number | undefined,
  courseId: string,
  slug: string,
): Promise<CreativeLevelRow> {
  const creator = creatorUserId ?? requireAuth(request).user.id;
  const found = await findCreativeLevel(request, creator, courseId, slug);
  if (
    !found ||
    !canViewCreativeLevel(request.auth?.user ?? null, found.level, found.creatorOrganizationId)
  )
    throw NOT_FOUND();
  return found.level;
}

/** A level the signed-in user may change or delete: 404 if they cannot see it, 403 if it is not theirs. */
export async function changeableCreativeLevel(
  request: FastifyRequest,
  creatorUserId: number | undefined,
  courseId: string,
  slug: string,
): Promise<CreativeLevelRow> {
  const auth = requireAuth(request);
  const level = await visibleCreativeLevel(request, creatorUserId ?? auth.user.id, courseId, slug);
  if (!canChangeCreativeLevel(auth.user, level)) {
    throw new HttpError(403, 'Only the creator of this level can change it.', 'not_creator');
  }
  return level;
}
