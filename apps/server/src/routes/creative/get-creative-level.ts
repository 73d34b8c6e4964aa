import {
  creativeLevelParamsSchema,
  creativeLevelQuerySchema,
  creativeLevelSchema,
  errorBodySchema,
  IF_MATCH_RULE,
} from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentCreativeLevel } from '../../presenters/creative-level.ts';
import { visibleCreativeLevel } from './creative-level-lookup.ts';
import { sendCreativeLevelTag } from './creative-level-precondition.ts';

/**
 * GET /api/level/creative/{levelSlug}?course_id&user_id: one's own level (what the editor loads),
 * or with user_id another creator's public level.
 */
export const getCreativeLevelRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/level/creative/:levelSlug',
    {
      schema: {
        tags: ['creative'],
        summary: 'A creative level, for its editor',
        description: IF_MATCH_RULE,
        params: creativeLevelParamsSchema,
        querystring: creativeLevelQuerySchema,
        response: { 200: creativeLevelSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { course_id, user_id } = request.query;
      const level = await visibleCreativeLevel(request, user_id, course_id, request.params.levelSlug);
      sendCreativeLevelTag(reply, level);
      return presentCreativeLevel(level);
    },
  );
};
