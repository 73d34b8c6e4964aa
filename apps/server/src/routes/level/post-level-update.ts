import {
  courseParamsSchema,
  errorBodySchema,
  levelUpdateRequestSchema,
  levelUpdateResponseSchema,
} from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordLevelAttempt } from '../../commands/record-level-attempt.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { levelAccess } from '../../policies/level-access.ts';
import { resolvePlayer } from '../../services/player.ts';

/**
 * POST /api/level/update/{course}: the app calls it when a run starts (in_progress, with the code)
 * and when the level is complete. Anonymous runs are counted, not stored.
 */
export const postLevelUpdateRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/level/update/:course',
    {
      schema: {
        tags: ['level'],
        summary: 'Record a run or a completed level (spends a daily attempt)',
        params: courseParamsSchema,
        body: levelUpdateRequestSchema,
        response: {
          200: levelUpdateResponseSchema,
          401: errorBodySchema,
          402: errorBodySchema,
          403: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { course } = request.params;
      const located = app.services.catalogue.findLevel(course, request.body.level_slug);
      if (!located) {
        throw new HttpError(422, 'Validation Error', 'validation_error', [
          { field: 'level_slug', location: 'body', message: `There is no level ${request.body.level_slug} in this course` },
        ]);
      }
      const player = await resolvePlayer(request, reply);
      const verdict = levelAccess(located.entry.access, player.kind === 'student' ? player.user : null, course);
      if (verdict === 'sign_in_required') throw new HttpError(401, 'Sign up to play this level.', 'sign_up_required');
      if (verdict === 'payment_required') {
        throw new HttpError(402, 'This level is part of the full course.', 'payment_required');
      }
      const result = await recordLevelAttempt(app.database.db, app.services.clock, player, course, request.body);
      return {
        saved: result.saved,
        status: result.status,
        last_played: result.lastPlayed,
        credit: result.credit,
        ...(result.replayed ? { replayed: true } : {}),
      };
    },
  );
};
