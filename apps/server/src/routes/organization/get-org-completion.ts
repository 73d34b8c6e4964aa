import { courseParamsSchema, errorBodySchema, orgCompletionSchema } from '@codehop/api';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { classStudents, levelProgress } from '../../db/schema.ts';
import { classFacts, schoolStaff, visibleClasses } from './organization-context.ts';

/** GET /api/level/course/{course}/org-completion: per class the caller sees, levels completed out of all possible. */
export const getOrgCompletionRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/level/course/:course/org-completion',
    { schema: { tags: ['organization'], summary: 'Course completion of the classes', params: courseParamsSchema, response: { 200: orgCompletionSchema, 401: errorBodySchema, 403: errorBodySchema } } },
    async (request) => {
      const { course } = request.params;
      const classes = await visibleClasses(request, schoolStaff(request));
      const facts = await classFacts(request, classes.map((klass) => klass.id));
      const levelCount = app.services.catalogue.getCourse(course).chapters.reduce((sum, chapter) => sum + chapter.levels.length, 0);
      const done = new Map<number, number>();
      if (classes.length) {
        const rows = await app.database.db
          .select({ classId: classStudents.classId })
          .from(levelProgress)
          .innerJoin(classStudents, eq(classStudents.studentId, levelProgress.studentId))
          .where(and(inArray(classStudents.classId, classes.map((klass) => klass.id)), eq(levelProgress.courseId, course), eq(levelProgress.status, 'complete')));
        for (const row of rows) done.set(row.classId, (done.get(row.classId) ?? 0) + 1);
      }
      return {
        course_id: course,
        classes: classes.map((klass) => {
          const students = facts.counts.get(klass.id) ?? 0;
          return { class_id: klass.id, name: klass.name, student_count: students, completed_levels: done.get(klass.id) ?? 0, total_levels: students * levelCount };
        }),
      };
    },
  );
};
