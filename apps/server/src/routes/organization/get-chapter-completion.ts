import { chapterCompletionQuerySchema, chapterCompletionSchema, courseParamsSchema, errorBodySchema } from '@codehop/api';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { levelProgress, quizResults } from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { managedClass, schoolStaff, studentsOfClasses, visibleClasses } from './organization-context.ts';

/** GET /api/level/course/{course}/chapter-completion?chapter_id&class_id: each student's levels done in one chapter. */
export const getChapterCompletionRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/level/course/:course/chapter-completion',
    {
      schema: {
        tags: ['organization'],
        summary: 'Chapter completion of students',
        params: courseParamsSchema,
        querystring: chapterCompletionQuerySchema,
        response: { 200: chapterCompletionSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { course } = request.params;
      const staff = schoolStaff(request);
      const chapter = app.services.catalogue.getCourse(course).chapters.find((entry) => entry.id === request.query.chapter_id);
      if (!chapter) throw new HttpError(404, 'Chapter not found', 'chapter_not_found');
      const classes = request.query.class_id ? [await managedClass(request, staff, request.query.class_id)] : await visibleClasses(request, staff);
      const members = await studentsOfClasses(request, classes);
      const slugs = chapter.levels.map((level) => level.slug);
      const ids = members.map((row) => row.student.id);
      const rows = ids.length
        ? await app.database.db
            .select({ studentId: levelProgress.studentId })
            .from(levelProgress)
            .where(and(inArray(levelProgress.studentId, ids), eq(levelProgress.courseId, course), inArray(levelProgress.levelSlug, slugs), eq(levelProgress.status, 'complete')))
        : [];
      const passed = ids.length
        ? await app.database.db
            .select({ studentId: quizResults.studentId })
            .from(quizResults)
            .where(and(inArray(quizResults.studentId, ids), eq(quizResults.courseId, course), eq(quizResults.chapterId, chapter.id), isNotNull(quizResults.completedAt)))
        : [];
      const quizDone = new Set(passed.map((row) => row.studentId));
      const done = new Map<number, number>();
      for (const row of rows) done.set(row.studentId, (done.get(row.studentId) ?? 0) + 1);
      return {
        course_id: course,
        chapter_id: chapter.id,
        students: members.map(({ student }) => ({ student_id: student.id, username: student.username, completed_levels: done.get(student.id) ?? 0, total_levels: slugs.length, quiz_complete: quizDone.has(student.id) })),
      };
    },
  );
};
