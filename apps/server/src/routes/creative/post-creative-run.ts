import {
  creativeLevelIdParamsSchema,
  creativeRunRequestSchema,
  creativeRunResponseSchema,
  errorBodySchema,
} from '@codehop/api';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creativeLevelPlays, creativeLevels, levelProgress } from '../../db/schema.ts';
import { attemptSubject } from '../../policies/attempt-limits.ts';
import { creativeProgressSlug } from '../../services/creative-progress.ts';
import { resolvePlayer } from '../../services/player.ts';
import { visibleCreativeLevelById } from './creative-level-by-id.ts';

/**
 * POST /api/level/creative/{creative_level_id}/run: the play screen reports a run starting
 * (in_progress) or the level completed. A run counts once per player as a play (never for the
 * creator). A `complete` is only a claim, as for course levels: the code is re-run in the
 * learner-code pool (services/learner-code/creative-verifier.ts) and only the engine's agreement
 * counts it, as the creator's completion (publishing needs it) or as one of the level's
 * completions. A student's progress is kept under the level's own key (creative:{id}), in
 * progress until then.
 */
export const postCreativeRunRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/level/creative/:creative_level_id/run',
    {
      config: { addressAllowance: 'runs' },
      schema: {
        tags: ['creative'],
        summary: 'Record a run or a (verified) completion of a creative level',
        params: creativeLevelIdParamsSchema,
        body: creativeRunRequestSchema,
        response: {
          200: creativeRunResponseSchema,
          403: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { level } = await visibleCreativeLevelById(request, request.params.creative_level_id);
      const player = await resolvePlayer(request, reply);
      const { status, code } = request.body;
      const now = app.services.clock.now();
      const isCreator = request.auth?.user.id === level.userId;
      const subject = attemptSubject(player);
      const studentId = player.kind === 'student' ? player.student.id : null;
      await app.database.db.transaction(async (tx) => {
        if (studentId !== null) {
          // Stored in progress whatever the status: the verifier makes it complete.
          await tx
            .insert(levelProgress)
            .values({
              studentId,
              courseId: level.courseId,
              levelSlug: creativeProgressSlug(level.id),
              status: 'in_progress',
              lastCodeExecuted: code,
              completedAt: null,
              updatedAt: now,
            })
            .onConflictDoUpdate({
              target: [levelProgress.studentId, levelProgress.courseId, levelProgress.levelSlug],
              set: {
                status: sql`case when ${levelProgress.status} = 'complete' then 'complete' else excluded.status end`,
                lastCodeExecuted: sql`excluded.last_code_executed`,
                updatedAt: now,
              },
            });
        }
        if (isCreator) return;
        const added = await tx
          .insert(creativeLevelPlays)
          .values({ levelId: level.id, player: subject, createdAt: now })
          .onConflictDoNothing()
          .returning({ levelId: creativeLevelPlays.levelId });
        if (added.length > 0) {
          await tx
            .update(creativeLevels)
            .set({ playsCount: sql`${creativeLevels.playsCount} + ${added.length}` })
            .where(eq(creativeLevels.id, level.id));
        }
      });
      const verification =
        status === 'complete'
          ? await app.services.creativeVerifier.verdictWithin(
              { level, isCreator, subject, studentId, code },
              app.services.verifyWaitMs,
            )
          : undefined;
      const [saved] = await app.database.db
        .select({
          plays: creativeLevels.playsCount,
          completions: creativeLevels.completionsCount,
          completedAt: creativeLevels.creatorCompletedAt,
        })
        .from(creativeLevels)
        .where(eq(creativeLevels.id, level.id));
      return {
        plays: saved?.plays ?? 0,
        completions: saved?.completions ?? 0,
        creator_completed: saved?.completedAt != null,
        ...(verification === undefined ? {} : { verification }),
      };
    },
  );
};
