import { errorBodySchema, purchaseCourseParamsSchema, studentPurchasesSchema, studentSchema } from '@codehop/api';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod, FastifyPluginAsyncZod as Plugin } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { students } from '../../db/schema.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import { presentStudent } from '../../presenters/student.ts';
import { coursesOpenTo, PAID_COURSES } from '../../services/payments/courses-open-to.ts';

/** Every student of the parent with the paid courses open to them. */
async function studentsWithCourses(request: FastifyRequest) {
  const { user } = requireAuth(request);
  const { db } = request.server.database;
  const now = request.server.services.clock.now();
  const rows = await db.select().from(students).where(eq(students.parentUserId, user.id)).orderBy(asc(students.id));
  const result = [];
  for (const student of rows) result.push({ student, ...(await coursesOpenTo(db, { user, student }, now)) });
  return result;
}

/** GET /api/profile/students/purchases/all: each student's open courses (billing and the modal use it). */
export const getStudentsPurchasesAllRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profile/students/purchases/all',
    { schema: { tags: ['profile'], summary: "My students' courses", response: { 200: studentPurchasesSchema, 401: errorBodySchema } } },
    async (request) => {
      const all = await studentsWithCourses(request);
      return all.map(({ student, courses }) => ({
        student_id: student.id,
        username: student.username,
        courses,
        // Every course open: a subscription (family or school) covers this student.
        subscription: courses.length === PAID_COURSES.length,
      }));
    },
  );
};

function byCourseRoute(url: string, has: boolean, summary: string): Plugin {
  return async (app) => {
    app.get(
      url,
      {
        schema: {
          tags: ['profile'],
          summary,
          params: purchaseCourseParamsSchema,
          response: { 200: z.array(studentSchema), 401: errorBodySchema },
        },
      },
      async (request) => {
        const all = await studentsWithCourses(request);
        return all.filter((entry) => entry.courses.includes(request.params.course) === has).map((entry) => presentStudent(entry.student));
      },
    );
  };
}

/** GET /api/profile/{course}/students/purchased: the students for whom the course is open. */
export const getCourseStudentsPurchasedRoute = byCourseRoute('/api/profile/:course/students/purchased', true, 'Students who have the course');
/** GET /api/profile/{course}/students/not-purchased: the students a purchase of the course could go to. */
export const getCourseStudentsNotPurchasedRoute = byCourseRoute('/api/profile/:course/students/not-purchased', false, 'Students without the course');
