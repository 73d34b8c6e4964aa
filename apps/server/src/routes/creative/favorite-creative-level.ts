import {
  creativeFavoriteResponseSchema,
  creativeLevelIdParamsSchema,
  errorBodySchema,
} from '@codehop/api';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creativeLevelFavourites, creativeLevels } from '../../db/schema.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import { visibleCreativeLevelById } from './creative-level-by-id.ts';

/**
 * POST and DELETE /api/level/creative/{creative_level_id}/favorite: the primary key (level, user)
 * decides races, and the level's count moves only when a row was really added or removed, in the
 * same transaction, so a favourite counts once however many times it is pressed.
 */
export const favoriteCreativeLevelRoute: FastifyPluginAsyncZod = async (app) => {
  const schema = (summary: string) => ({
    tags: ['creative'],
    summary,
    params: creativeLevelIdParamsSchema,
    response: { 200: creativeFavoriteResponseSchema, 401: errorBodySchema, 404: errorBodySchema },
  });

  app.post(
    '/api/level/creative/:creative_level_id/favorite',
    { schema: schema('Favourite a creative level') },
    async (request) => {
      const auth = requireAuth(request);
      const { level } = await visibleCreativeLevelById(request, request.params.creative_level_id);
      const favorites = await app.database.db.transaction(async (tx) => {
        const added = await tx
          .insert(creativeLevelFavourites)
          .values({ levelId: level.id, userId: auth.user.id, createdAt: app.services.clock.now() })
          .onConflictDoNothing()
          .returning({ levelId: creativeLevelFavourites.levelId });
        const [row] = await tx
          .update(creativeLevels)
          .set({ favouritesCount: sql`${creativeLevels.favouritesCount} + ${added.length}` })
          .where(eq(creativeLevels.id, level.id))
          .returning({ favorites: creativeLevels.favouritesCount });
        return row?.favorites ?? 0;
      });
      return { creative_level_id: level.id, favorited: true, favorites };
    },
  );

  app.delete(
    '/api/level/creative/:creative_level_id/favorite',
    { schema: schema('Unfavourite a creative level') },
    async (request) => {
      const auth = requireAuth(request);
      const { level } = await visibleCreativeLevelById(request, request.params.creative_level_id);
      const favorites = await app.database.db.transaction(async (tx) => {
        const removed = await tx
          .delete(creativeLevelFavourites)
          .where(
            and(
              eq(creativeLevelFavourites.levelId, level.id),
              eq(creativeLevelFavourites.userId, auth.user.id),
            ),
          )
          .returning({ levelId: creativeLevelFavourites.levelId });
        const [row] = await tx
          .update(creativeLevels)
          .set({
            favouritesCount: sql`greatest(${creativeLevels.favouritesCount} - ${removed.length}, 0)`,
          })
          .where(eq(creativeLevels.id, level.id))
          .returning({ favorites: creativeLevels.favouritesCount });
        return row?.favorites ?? 0;
      });
      return { creative_level_id: level.id, favorited: false, favorites };
    },
  );
};
