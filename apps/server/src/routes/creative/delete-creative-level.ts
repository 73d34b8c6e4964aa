import {
  creativeLevelParamsSchema,
  creativeLevelQuerySchema,
  creativeLevelSchema,
  detailResponseSchema,
  errorBodySchema,
  IF_MATCH_RULE,
  staleErrorSchema,
} from '@codehop/api';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creativeLevels } from '../../db/schema.ts';
import { ifMatchVersions, versionMatches } from '../../plugins/preconditions.ts';
import { changeableCreativeLevel } from './creative-level-lookup.ts';
import { CREATIVE_LEVEL_TAG, staleCreativeLevel } from './creative-level-precondition.ts';

/** DELETE /api/level/creative/{levelSlug}?course_id: removes one's own level. */
export const deleteCreativeLevelRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/api/level/creative/:levelSlug',
    {
      schema: {
        tags: ['creative'],
        summary: 'Delete a creative level (creator only)',
        description: IF_MATCH_RULE,
        params: creativeLevelParamsSchema,
        querystring: creativeLevelQuerySchema,
        response: {
          200: detailResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          412: staleErrorSchema(creativeLevelSchema),
        },
      },
    },
    async (request) => {
      const { course_id, user_id } = request.query;
      const level = await changeableCreativeLevel(
        request,
        user_id,
        course_id,
        request.params.levelSlug,
      );
      const versions = ifMatchVersions(request, CREATIVE_LEVEL_TAG, level.id);
      const deleted = await app.database.db
        .delete(creativeLevels)
        .where(and(eq(creativeLevels.id, level.id), versionMatches(creativeLevels.version, versions)))
        .returning({ id: creativeLevels.id });
      if (deleted.length === 0) return staleCreativeLevel(app.database.db, level.id, versions ?? []);
      return { detail: 'Level deleted' };
    },
  );
};
