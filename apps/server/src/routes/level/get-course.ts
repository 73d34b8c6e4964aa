import { courseParamsSchema, courseQuerySchema, courseResponseSchema, errorBodySchema } from '@codehop/api';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { levelProgress } from '../../db/schema.ts';
import { hasPaidAccess } from '../../policies/level-access.ts';
import { presentCourse } from '../../presenters/course.ts';
import { quizVisibleTo } from '../../policies/quiz-visibility.ts';
import { completeQuizChapters } from '../../services/recognition.ts';
import { viewedStudent } from '../../services/viewed-student.ts';
import { chapterIsListed, classOfLearner } from '../../policies/class-rules.ts';

/** GET /api/level/course/{course}?student_id&lng: the course's chapters and levels with the learner's marks, named in `lng` where translated. */
export const getCourseRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/level/course/:course',
    {
      schema: {
        tags: ['level'],
        summary: 'A course with completed and locked levels',
        params: courseParamsSchema,
        querystring: courseQuerySchema,
        response: { 200: courseResponseSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { course } = request.params;
      const student = await viewedStudent(request, request.query.student_id);
      const completed = new Set<string>();
      const quizzes = student ? await completeQuizChapters(app.database.db, student.id, course) : new Set<number>();
      if (student) {
        const rows = await app.database.db
          .select({ slug: levelProgress.levelSlug })
          .from(levelProgress)
          .where(
            and(
              eq(levelProgress.studentId, student.id),
              eq(levelProgress.courseId, course),
              eq(levelProgress.status, 'complete'),
            ),
          );
        for (const row of rows) completed.add(row.slug);
      }
      const language = request.query.lng ?? 'en';
      const [courseTexts, levelNames] = await Promise.all([
        app.services.catalogue.courseTexts(course, language),
        app.services.catalogue.levelNames(course, language),
      ]);
      const catalogueCourse = app.services.catalogue.getCourse(course);
      const klass = student ? await classOfLearner(app.database.db, student.id) : null;
      const classLocked = new Set(
        klass ? catalogueCourse.chapters.filter((chapter) => !chapterIsListed(klass, course, chapter.id)).map((chapter) => chapter.id) : [],
      );
      // The locks are the viewed student's: a parent looking at one child sees that child's purchases.
      const learner = request.auth ? { user: request.auth.user, student } : null;
      const paid = await hasPaidAccess(app.database.db, learner, course, app.services.clock.now());
      return presentCourse(
        catalogueCourse,
        { signedIn: learner !== null, paid },
        completed,
        { course: courseTexts, levelNames },
        { complete: quizzes, visible: quizVisibleTo(klass) },
        classLocked,
      );
    },
  );
};
