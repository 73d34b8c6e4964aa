import { creditParamsSchema, creditResponseSchema, errorBodySchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creditAnswer, readAttempts } from '../../commands/attempts.ts';
import { attemptSubject, dailyAttemptLimit } from '../../policies/attempt-limits.ts';
import { utcDay } from '../../services/clock.ts';
import { resolvePlayer } from '../../services/player.ts';

/** GET /api/credit/{execution_type}: today's attempts and the caller's daily limit. */
export const getCreditRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/credit/:execution_type',
    {
      schema: {
        tags: ['credit'],
        summary: "Today's attempts for level, challenge, level_assistant or challenge_assistant",
        params: creditParamsSchema,
        response: { 200: creditResponseSchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const player = await resolvePlayer(request, reply);
      const type = request.params.execution_type;
      const limit = await dailyAttemptLimit(app.database.db, app.services.clock.now(), player, type);
      const counter = await readAttempts(app.database.db, attemptSubject(player), type, utcDay(app.services.clock.now()));
      return creditAnswer(type, counter, limit);
    },
  );
};
