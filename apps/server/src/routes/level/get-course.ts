import { courseParamsSchema, courseQuerySchema, courseResponseSchema, errorBodySchema } from '@codehop/api';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { levelProgress } from '../../db/schema.ts';
import { hasPaidAccess } from '../../policies/level-access.ts';
import { presentCourse } from '../../presenters/course.ts';
import { quizVisibleTo } from '../../policies/quiz-visibility.ts';
import { completeQuizChapters } from '../../services/recognition.ts';
import { viewedStudent } from '../../services/viewed-student.ts';
import { chapterIsListed, classOfLearner } from '../../policies/class-rules.ts';

async function completedLevels(db: Db, studentId: number, course: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: levelProgress.levelSlug })
    .from(levelProgress)
    .where(and(eq(levelProgress.studentId, studentId), eq(levelProgress.courseId, course), eq(levelProgress.status, 'complete')));
  return new Set(rows.map((row) => row.slug));
}

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
      const language = request.query.lng ?? 'en';
      // The locks are the viewed student's: a parent looking at one child sees that child's purchases.
      const learner = request.auth ? { user: request.auth.user, student } : null;
      const db = app.database.db;
      // Independent reads at once: one round trip's wait instead of four in a row, which is what
      // a busy server's slowest answers of this call were made of.
      const [quizzes, completed, klass, paid, courseTexts, levelNames] = await Promise.all([
        student ? completeQuizChapters(db, student.id, course) : new Set<number>(),
        student ? completedLevels(db, student.id, course) : new Set<string>(),
        student ? classOfLearner(db, student.id) : null,
        hasPaidAccess(db, learner, course, app.services.clock.now()),
        app.services.catalogue.courseTexts(course, language),
        app.services.catalogue.levelNames(course, language),
      ]);
      const catalogueCourse = app.services.catalogue.getCourse(course);
      const classLocked = new Set(
        klass ? catalogueCourse.chapters.filter((chapter) => !chapterIsListed(klass, course, chapter.id)).map((chapter) => chapter.id) : [],
      );
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
