import {
  creativeLevelIdParamsSchema,
  creativeRunRequestSchema,
  creativeRunResponseSchema,
  errorBodySchema,
} from '@codehop/api';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creativeLevelPlays, creativeLevels, levelProgress } from '../../db/schema.ts';
import { attemptSubject } from '../../policies/attempt-limits.ts';
import { creativeProgressSlug } from '../../services/creative-progress.ts';
import { resolvePlayer } from '../../services/player.ts';
import { visibleCreativeLevelById } from './creative-level-by-id.ts';

/**
 * POST /api/level/creative/{creative_level_id}/run: the play screen reports a run starting
 * (in_progress) or the level completed. Its creator's completion is stored with the code on the
 * level (publishing needs it); anyone else's counts once per player as a play and once as a
 * completion. A student's progress is kept under the level's own key (creative:{id}).
 *
 * The completion is recorded as the play screen reports it: the server-side check of learner code
 * (services/learner-code, issue 15) is not on main yet; once it is, the creator's completing code
 * is run there before creator_completed_at is set.
 */
export const postCreativeRunRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/level/creative/:creative_level_id/run',
    {
      schema: {
        tags: ['creative'],
        summary: 'Record a run or a completion of a creative level',
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
      const complete = status === 'complete';
      const now = app.services.clock.now();
      const isCreator = request.auth?.user.id === level.userId;
      const saved = await app.database.db.transaction(async (tx) => {
        if (player.kind === 'student') {
          await tx
            .insert(levelProgress)
            .values({
              studentId: player.student.id,
              courseId: level.courseId,
              levelSlug: creativeProgressSlug(level.id),
              status,
              lastCodeExecuted: code,
              completedAt: complete ? now : null,
              updatedAt: now,
            })
            .onConflictDoUpdate({
              target: [levelProgress.studentId, levelProgress.courseId, levelProgress.levelSlug],
              set: {
                status: sql`case when ${levelProgress.status} = 'complete' then 'complete' else excluded.status end`,
                lastCodeExecuted: sql`excluded.last_code_executed`,
                completedAt: sql`coalesce(${levelProgress.completedAt}, excluded.completed_at)`,
                updatedAt: now,
              },
            });
        }
        if (isCreator) {
          if (complete) {
            await tx
              .update(creativeLevels)
              .set({ creatorCompletedAt: now, creatorCompletedCode: code })
              .where(eq(creativeLevels.id, level.id));
          }
        } else {
          const subject = attemptSubject(player);
          const added = await tx
            .insert(creativeLevelPlays)
            .values({ levelId: level.id, player: subject, createdAt: now })
            .onConflictDoNothing()
            .returning({ levelId: creativeLevelPlays.levelId });
          const finished = complete
            ? await tx
                .update(creativeLevelPlays)
                .set({ completedAt: now })
                .where(
                  and(
                    eq(creativeLevelPlays.levelId, level.id),
                    eq(creativeLevelPlays.player, subject),
                    isNull(creativeLevelPlays.completedAt),
                  ),
                )
                .returning({ levelId: creativeLevelPlays.levelId })
            : [];
          if (added.length + finished.length > 0) {
            await tx
              .update(creativeLevels)
              .set({
                playsCount: sql`${creativeLevels.playsCount} + ${added.length}`,
                completionsCount: sql`${creativeLevels.completionsCount} + ${finished.length}`,
              })
              .where(eq(creativeLevels.id, level.id));
          }
        }
        const [row] = await tx
          .select({
            plays: creativeLevels.playsCount,
            completions: creativeLevels.completionsCount,
            completedAt: creativeLevels.creatorCompletedAt,
          })
          .from(creativeLevels)
          .where(eq(creativeLevels.id, level.id));
        return row;
      });
      return {
        plays: saved?.plays ?? 0,
        completions: saved?.completions ?? 0,
        creator_completed: saved?.completedAt != null,
      };
    },
  );
};
