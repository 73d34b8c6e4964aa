import {
  creativeLevelParamsSchema,
  creativeLevelQuerySchema,
  creativeLevelSchema,
  creativeLevelUpdateRequestSchema,
  errorBodySchema,
  IF_MATCH_RULE,
  staleErrorSchema,
} from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updateCreativeLevel } from '../../commands/save-creative-level.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import { ifMatchVersions } from '../../plugins/preconditions.ts';
import { presentCreativeLevel } from '../../presenters/creative-level.ts';
import { checkedContent, plainFields, publishing } from './creative-level-content.ts';
import { changeableCreativeLevel } from './creative-level-lookup.ts';
import { CREATIVE_LEVEL_TAG, sendCreativeLevelTag, staleCreativeLevel } from './creative-level-precondition.ts';

/**
 * PUT /api/level/creative/{levelSlug}?course_id: saves the editor (auto-save sends the whole
 * payload); a different course_id or slug in the body moves the level there.
 */
export const putCreativeLevelRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/level/creative/:levelSlug',
    {
      schema: {
        tags: ['creative'],
        summary: 'Save a creative level (creator only)',
        description: IF_MATCH_RULE,
        params: creativeLevelParamsSchema,
        querystring: creativeLevelQuerySchema,
        body: creativeLevelUpdateRequestSchema,
        response: {
          200: creativeLevelSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          412: staleErrorSchema(creativeLevelSchema),
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { course_id, user_id } = request.query;
      const level = await changeableCreativeLevel(
        request,
        user_id,
        course_id,
        request.params.levelSlug,
      );
      const changes = request.body;
      const content = await checkedContent(changes, level);
      const plain = plainFields(changes, auth.user);
      const versions = ifMatchVersions(request, CREATIVE_LEVEL_TAG, level.id);
      const saved = await updateCreativeLevel(
        app.database.db,
        level,
        {
          ...plain,
          ...content,
          ...publishing(level, content, plain),
          ...(changes.course_id ? { courseId: changes.course_id } : {}),
          ...(changes.slug ? { slug: changes.slug } : {}),
          updatedAt: app.services.clock.now(),
        },
        changes.version,
        { versions, stale: () => staleCreativeLevel(app.database.db, level.id, versions ?? []) },
      );
      sendCreativeLevelTag(reply, saved);
      return presentCreativeLevel(saved);
    },
  );
};
