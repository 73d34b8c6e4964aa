import { courseParamsSchema, errorBodySchema, levelImportRequestSchema, levelImportResponseSchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importAnonymousProgress } from '../../commands/import-anonymous-progress.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import { levelAccess } from '../../policies/level-access.ts';
import { resolvePlayer } from '../../services/player.ts';

/**
 * POST /api/level/import/{course}: the chosen student takes over what this browser played before
 * the family had an account (issue 14: "your finished levels and your code are saved"). Levels
 * the student may not open (paid, unknown) are skipped, never stored.
 */
export const postLevelImportRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/level/import/:course',
    {
      schema: {
        tags: ['level'],
        summary: 'Carry levels played before signing up into the chosen student',
        params: courseParamsSchema,
        body: levelImportRequestSchema,
        response: { 200: levelImportResponseSchema, 401: errorBodySchema, 403: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      requireAuth(request);
      const player = await resolvePlayer(request, reply);
      if (player.kind !== 'student') throw new Error('A signed-in player is always a student here');
      const { course } = request.params;
      const learner = { user: player.user, student: player.student };
      const open = [];
      for (const level of request.body.levels) {
        const located = app.services.catalogue.findLevel(course, level.level_slug);
        if (located && (await levelAccess(app.database.db, app.services.clock.now(), located.entry.access, learner, course)) === 'allowed') open.push(level);
      }
      const order = app.services.catalogue.getCourse(course).chapters.flatMap((chapter) => chapter.levels.map((level) => level.slug));
      const { verifications, ...result } = await importAnonymousProgress(app.database.db, app.services.clock, player.student.id, course, open, order);
      // Finished levels count once the server's own run agrees; nobody waits for it here.
      for (const job of verifications) void app.services.levelVerifier.submit(job);
      const taken = new Set(open.map((level) => level.level_slug));
      const skipped = [...new Set(request.body.levels.map((level) => level.level_slug))].filter((slug) => !taken.has(slug));
      return { ...result, skipped };
    },
  );
};
