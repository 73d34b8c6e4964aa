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
import { awardRecognition } from '../../services/recognition.ts';
import { classVerdictForLevel } from '../../policies/class-rules.ts';
import { classRefusal } from '../../services/class-refusal.ts';

/**
 * POST /api/level/update/{course}: the app calls it when a run starts (in_progress, with the code)
 * and when the level is complete. Anonymous runs are counted, not stored. A complete is verified
 * by re-running the code on the server (services/learner-code) before it counts.
 */
export const postLevelUpdateRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/level/update/:course',
    {
      config: { addressAllowance: 'runs' },
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
      const classVerdict = player.kind === 'student' ? await classVerdictForLevel(app.database.db, player.student.id, located.course, located.chapter.id) : null;
      if (classVerdict) {
        throw classRefusal(classVerdict);
      }
      const learner = player.kind === 'student' ? { user: player.user, student: player.student } : null;
      const verdict = await levelAccess(app.database.db, app.services.clock.now(), located.entry.access, learner, course);
      if (verdict === 'sign_in_required') throw new HttpError(401, 'Sign up to play this level.', 'sign_up_required');
      if (verdict === 'payment_required') {
        throw new HttpError(402, 'This level is part of the full course.', 'payment_required');
      }
      const result = await recordLevelAttempt(app.database.db, app.services.clock, player, course, request.body);
      const answer = { saved: result.saved, status: result.status, last_played: result.lastPlayed, credit: result.credit, ...(result.replayed ? { replayed: true } : {}) };
      if (result.verification === null) {
        // Badges and certificates follow stored completions only (issue 15): idempotent, so a retry is harmless.
        if (player.kind === 'student' && result.status === 'complete') await awardRecognition(app.database.db, app.services.clock.now(), player.student.id);
        return answer;
      }
      // A warm pool answers in milliseconds; a slow one must not hold the page: the claim stays
      // pending and becomes complete when the check finishes.
      // The verifier awards badges and certificates itself once the completion is confirmed.
      const checked = await app.services.levelVerifier.verdictWithin(result.verification, app.services.verifyWaitMs);
      return { ...answer, status: checked === 'verified' ? ('complete' as const) : ('in_progress' as const), verification: checked };
    },
  );
};
