import {
  creativeLevelParamsSchema,
  creativeLevelQuerySchema,
  detailResponseSchema,
  errorBodySchema,
} from '@codehop/api';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creativeLevels } from '../../db/schema.ts';
import { changeableCreativeLevel } from './creative-level-lookup.ts';

/** DELETE /api/level/creative/{levelSlug}?course_id: removes one's own level. */
export const deleteCreativeLevelRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/api/level/creative/:levelSlug',
    {
      schema: {
        tags: ['creative'],
        summary: 'Delete a creative level (creator only)',
        params: creativeLevelParamsSchema,
        querystring: creativeLevelQuerySchema,
        response: {
          200: detailResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
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
      await app.database.db.delete(creativeLevels).where(eq(creativeLevels.id, level.id));
      return { detail: 'Level deleted' };
    },
  );
};
