import { challengeDetailSchema, challengeSlugParamsSchema, errorBodySchema } from '@codehop/api';
import { findChallenge } from '@codehop/content/loader';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { challengeStatuses } from '../../commands/challenge-progress.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { readingPlayer } from './challenge-player.ts';
import { toStatus } from './get-challenges.ts';

/** GET /api/challenge/{slug}: the task, the starter code and the learner's last code. Never the tests. */
export const getChallengeRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/challenge/:slug',
    {
      schema: {
        tags: ['challenge'],
        summary: 'One challenge: task, starter code, the learner\'s status and last code',
        params: challengeSlugParamsSchema,
        response: { 200: challengeDetailSchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const challenge = await findChallenge(request.params.slug);
      if (!challenge) throw new HttpError(404, 'There is no such challenge.', 'challenge_not_found');
      const player = await readingPlayer(request, reply);
      const progress =
        player?.kind === 'student' ? (await challengeStatuses(app.database.db, player.student.id, challenge.slug)).get(challenge.slug) : undefined;
      return {
        slug: challenge.slug,
        title: challenge.title,
        difficulty: challenge.difficulty,
        status: toStatus(progress?.status),
        task: challenge.task,
        starter_code: challenge.starter,
        last_code: progress?.lastCode ?? null,
        test_count: challenge.tests.length,
      };
    },
  );
};
