import { challengeRunRequestSchema, challengeRunResponseSchema, challengeSlugParamsSchema, errorBodySchema } from '@codehop/api';
import { findChallenge } from '@codehop/content/loader';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consumeAttempt, creditAnswer } from '../../commands/attempts.ts';
import { recordChallengeRun } from '../../commands/challenge-progress.ts';
import { awardRecognition } from '../../services/recognition.ts';
import { ATTEMPTS_EXHAUSTED_ANONYMOUS, ATTEMPTS_EXHAUSTED_SIGNED_IN } from '../../commands/record-level-attempt.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { attemptSubject, dailyAttemptLimit } from '../../policies/attempt-limits.ts';
import { utcDay } from '../../services/clock.ts';
import { LearnerCodeBusyError } from '../../services/learner-code/index.ts';
import { resolvePlayer } from '../../services/player.ts';

/**
 * POST /api/challenge/{slug}/run: spends a challenge credit (10 a day anonymous, 30 signed in,
 * unlimited for subscribers), runs the code against the hidden tests in the server's learner-code
 * pool, and answers passed or failed with the first failed test only. A student's progress of
 * type challenge is stored; it is complete once a run passes.
 */
export const postChallengeRunRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/challenge/:slug/run',
    {
      config: { addressAllowance: 'runs' },
      schema: {
        tags: ['challenge'],
        summary: 'Run code against a challenge\'s hidden tests (spends a challenge credit)',
        params: challengeSlugParamsSchema,
        body: challengeRunRequestSchema,
        response: { 200: challengeRunResponseSchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      const challenge = await findChallenge(request.params.slug);
      if (!challenge) throw new HttpError(404, 'There is no such challenge.', 'challenge_not_found');
      const player = await resolvePlayer(request, reply);
      const limit = await dailyAttemptLimit(app.database.db, app.services.clock.now(), player, 'challenge');
      const spent = await consumeAttempt(app.database.db, attemptSubject(player), 'challenge', utcDay(app.services.clock.now()), limit);
      if (!spent.allowed) {
        throw new HttpError(
          403,
          player.kind === 'anonymous' ? ATTEMPTS_EXHAUSTED_ANONYMOUS : ATTEMPTS_EXHAUSTED_SIGNED_IN,
          'attempts_exhausted',
        );
      }
      let outcome;
      try {
        outcome = await app.services.learnerCode.runChallenge({ slug: challenge.slug, code: request.body.code });
      } catch (error) {
        if (error instanceof LearnerCodeBusyError) throw new HttpError(503, error.message, 'learner_code_busy');
        throw error;
      }
      const status =
        player.kind === 'student'
          ? await recordChallengeRun(app.database.db, app.services.clock, player.student.id, challenge.slug, request.body.code, outcome.passed)
          : outcome.passed
            ? ('complete' as const)
            : ('in_progress' as const);
      // Challenge milestones are badges too (issue 15): idempotent, so every pass may ask.
      if (player.kind === 'student' && outcome.passed) await awardRecognition(app.database.db, app.services.clock.now(), player.student.id);
      return {
        passed: outcome.passed,
        total: outcome.total,
        passed_count: outcome.passedCount,
        first_failure: outcome.firstFailure,
        error: outcome.error,
        stdout: outcome.stdout.slice(0, 20_000),
        status,
        credit: creditAnswer('challenge', spent.counter, limit),
      };
    },
  );
};
