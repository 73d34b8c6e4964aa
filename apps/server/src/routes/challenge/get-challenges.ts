import { challengeListResponseSchema, errorBodySchema } from '@codehop/api';
import { loadChallenges } from '@codehop/content/loader';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { challengeStatuses } from '../../commands/challenge-progress.ts';
import { readingPlayer } from './challenge-player.ts';

/** GET /api/challenge/list: every challenge with its difficulty and the learner's status. */
export const getChallengesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/challenge/list',
    {
      schema: {
        tags: ['challenge'],
        summary: 'The coding challenges with the learner\'s status on each',
        response: { 200: challengeListResponseSchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const player = await readingPlayer(request, reply);
      const [challenges, statuses] = await Promise.all([
        loadChallenges(),
        player?.kind === 'student' ? challengeStatuses(app.database.db, player.student.id) : Promise.resolve(new Map<string, { status: string }>()),
      ]);
      return {
        challenges: challenges.map((challenge) => ({
          slug: challenge.slug,
          title: challenge.title,
          difficulty: challenge.difficulty,
          status: toStatus(statuses.get(challenge.slug)?.status),
        })),
      };
    },
  );
};

export function toStatus(status: string | undefined): 'not_started' | 'in_progress' | 'complete' {
  return status === 'complete' || status === 'in_progress' ? status : 'not_started';
}
