import { classIdParamsSchema, errorBodySchema, stuckResponseSchema } from '@codehop/api';
import { and, count, desc, gte, inArray, max, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { levelProgress, levelRuns } from '../../db/schema.ts';
import { managedClass, schoolStaff, studentsOfClasses } from './organization-context.ts';

/** "Who is stuck": this many runs of one level without completing it ... */
export const STUCK_RUNS = 3;
/** ... within this window. */
export const STUCK_WINDOW_MS = 10 * 60 * 1000;

/**
 * GET /api/organization/classes/{class_id}/stuck (ours): students of the class with at least 3 runs
 * of the same level in the last 10 minutes that is still not complete, most recent first; the
 * teacher's panel polls it during a lesson.
 */
export const getClassStuckRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organization/classes/:class_id/stuck',
    { schema: { tags: ['organization'], summary: 'Students stuck on a level right now', params: classIdParamsSchema, response: { 200: stuckResponseSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema } } },
    async (request) => {
      const klass = await managedClass(request, schoolStaff(request), request.params.class_id);
      const members = await studentsOfClasses(request, [klass]);
      if (members.length === 0) return { students: [] };
      const names = new Map(members.map((row) => [row.student.id, row.student.username]));
      const since = new Date(app.services.clock.now().getTime() - STUCK_WINDOW_MS);
      const rows = await app.database.db
        .select({ studentId: levelRuns.studentId, courseId: levelRuns.courseId, slug: levelRuns.levelSlug, n: count(), last: max(levelRuns.createdAt) })
        .from(levelRuns)
        .where(
          and(
            inArray(levelRuns.studentId, [...names.keys()]),
            gte(levelRuns.createdAt, since),
            sql`not exists (select 1 from ${levelProgress} where ${levelProgress.studentId} = ${levelRuns.studentId} and ${levelProgress.courseId} = ${levelRuns.courseId} and ${levelProgress.levelSlug} = ${levelRuns.levelSlug} and ${levelProgress.status} = 'complete')`,
          ),
        )
        .groupBy(levelRuns.studentId, levelRuns.courseId, levelRuns.levelSlug)
        .having(sql`count(*) >= ${STUCK_RUNS}`)
        .orderBy(desc(max(levelRuns.createdAt)));
      return {
        students: rows.map((row) => ({
          student_id: row.studentId,
          username: names.get(row.studentId) ?? '',
          course_id: row.courseId,
          level_slug: row.slug,
          failed_runs: row.n,
          last_run_at: new Date(row.last ?? since).toISOString(),
        })),
      };
    },
  );
};
