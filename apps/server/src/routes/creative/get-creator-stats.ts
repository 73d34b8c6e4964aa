import {
  creativeCreatorParamsSchema,
  creativeCreatorStatsSchema,
  errorBodySchema,
} from '@codehop/api';
import { and, count, eq, isNull, sum } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creativeLevels, users } from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { creatorDisplayName } from '../../presenters/creative-level.ts';

/** GET /api/level/creative/public/creator/{creator_user_id}/stats: totals over the creator's public levels. */
export const getCreatorStatsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/level/creative/public/creator/:creator_user_id/stats',
    {
      schema: {
        tags: ['creative'],
        summary: "A creator's plays, completions and favourites",
        params: creativeCreatorParamsSchema,
        response: { 200: creativeCreatorStatsSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const creatorId = request.params.creator_user_id;
      const db = app.database.db;
      const [creator] = await db
        .select({ fullName: users.fullName })
        .from(users)
        .where(eq(users.id, creatorId))
        .limit(1);
      if (!creator) throw new HttpError(404, 'Creator not found', 'creator_not_found');
      const [totals] = await db
        .select({
          levels: count(),
          plays: sum(creativeLevels.playsCount),
          completions: sum(creativeLevels.completionsCount),
          favorites: sum(creativeLevels.favouritesCount),
        })
        .from(creativeLevels)
        .where(
          and(
            eq(creativeLevels.userId, creatorId),
            eq(creativeLevels.isPublic, true),
            isNull(creativeLevels.hiddenAt),
          ),
        );
      return {
        creator_user_id: creatorId,
        creator_name: creatorDisplayName(creator.fullName, null),
        levels: totals?.levels ?? 0,
        plays: Number(totals?.plays ?? 0),
        completions: Number(totals?.completions ?? 0),
        favorites: Number(totals?.favorites ?? 0),
      };
    },
  );
};
