import { errorBodySchema, IF_MATCH_RULE, studentIdParamsSchema, studentProgressSchema } from '@codehop/api';
import { COURSE_IDS } from '@codehop/content';
import { count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { levelProgress, levelRuns, quizResults } from '../../db/schema.ts';
import { presentSchoolStudent } from '../../presenters/organization.ts';
import { firstTryMisses, quizKeyOf } from '../../services/first-try-misses.ts';
import { managedStudent, schoolStaff } from './organization-context.ts';
import { classOfStudent } from './student-class.ts';
import { sendStudentTag } from './student-precondition.ts';

/** GET /api/organization/students/{student_id}/progress (ours): the student page, each level's status, last code and time. */
export const getStudentProgressRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organization/students/:student_id/progress',
    { schema: { tags: ['organization'], summary: "A school student's levels", description: `${IF_MATCH_RULE} The tag is the student's (the page's edit form saves the student with it).`, params: studentIdParamsSchema, response: { 200: studentProgressSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema } } },
    async (request, reply) => {
      const student = await managedStudent(request, schoolStaff(request), request.params.student_id);
      sendStudentTag(reply, student);
      const { db } = app.database;
      const [progress, runs, klass, quizRows, misses] = await Promise.all([
        db.select().from(levelProgress).where(eq(levelProgress.studentId, student.id)),
        db.select({ courseId: levelRuns.courseId, slug: levelRuns.levelSlug, n: count() }).from(levelRuns).where(eq(levelRuns.studentId, student.id)).groupBy(levelRuns.courseId, levelRuns.levelSlug),
        classOfStudent(db, student.id),
        db.select().from(quizResults).where(eq(quizResults.studentId, student.id)).orderBy(quizResults.courseId, quizResults.chapterId),
        firstTryMisses(db, [student.id]),
      ]);
      const byKey = new Map(progress.map((row) => [`${row.courseId}:${row.levelSlug}`, row]));
      const runsOf = new Map(runs.map((row) => [`${row.courseId}:${row.slug}`, row.n]));
      const levels = COURSE_IDS.flatMap((courseId) =>
        app.services.catalogue.getCourse(courseId).chapters.flatMap((chapter) =>
          chapter.levels.map((level) => {
            const row = byKey.get(`${courseId}:${level.slug}`);
            return {
              course_id: courseId,
              slug: level.slug,
              name: level.name,
              status: row?.status === 'complete' ? ('complete' as const) : row ? ('in_progress' as const) : ('not_started' as const),
              runs: runsOf.get(`${courseId}:${level.slug}`) ?? 0,
              last_code: row?.lastCodeExecuted ?? null,
              updated_at: row?.updatedAt.toISOString() ?? null,
            };
          }),
        ),
      );
      // The first try beside the score: a quiz is passed by retrying until each answer is right.
      const quizzes = quizRows.map((row) => ({
        course_id: row.courseId,
        chapter_id: row.chapterId,
        score: row.score,
        questions: row.questions,
        complete: row.completedAt !== null,
        first_try_score: row.firstTryScore,
        missed_first_try: misses.get(quizKeyOf(student.id, row.courseId, row.chapterId)) ?? [],
      }));
      return { student: presentSchoolStudent(student, klass), levels, quizzes };
    },
  );
};
