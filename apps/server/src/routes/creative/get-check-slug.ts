import {
  creativeSlugCheckParamsSchema,
  creativeSlugCheckResponseSchema,
  errorBodySchema,
} from '@codehop/api';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creativeLevels } from '../../db/schema.ts';
import { requireAuth } from '../../plugins/authentication.ts';

/** GET /api/level/creative/check-slug/{course_id}/{level_slug}: whether the signed-in creator already uses the slug. */
export const getCheckSlugRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/level/creative/check-slug/:course_id/:level_slug',
    {
      schema: {
        tags: ['creative'],
        summary: 'Is this level slug taken by my levels in this course?',
        params: creativeSlugCheckParamsSchema,
        response: {
          200: creativeSlugCheckResponseSchema,
          401: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { course_id, level_slug } = request.params;
      const [found] = await app.database.db
        .select({ id: creativeLevels.id })
        .from(creativeLevels)
        .where(
          and(
            eq(creativeLevels.userId, auth.user.id),
            eq(creativeLevels.courseId, course_id),
            eq(creativeLevels.slug, level_slug),
          ),
        )
        .limit(1);
      return { course_id, level_slug, exists: found !== undefined };
    },
  );
};
