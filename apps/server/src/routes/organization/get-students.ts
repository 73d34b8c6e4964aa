import { errorBodySchema, schoolStudentSchema, studentsQuerySchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, eq, isNull } from 'drizzle-orm';
import { classStudents, students } from '../../db/schema.ts';
import { presentSchoolStudent } from '../../presenters/organization.ts';
import { managedClass, schoolStaff, studentsOfClasses, visibleClasses } from './organization-context.ts';

/** GET /api/organization/students?class_id: the students the caller manages (admins also see those without a class). */
export const getSchoolStudentsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organization/students',
    {
      schema: {
        tags: ['organization'],
        summary: 'School students',
        querystring: studentsQuerySchema,
        response: { 200: z.array(schoolStudentSchema), 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const staff = schoolStaff(request);
      const classes = request.query.class_id ? [await managedClass(request, staff, request.query.class_id)] : await visibleClasses(request, staff);
      const placed = (await studentsOfClasses(request, classes)).map((row) => presentSchoolStudent(row.student, row.klass));
      if (!staff.isAdmin || request.query.class_id) return placed;
      const unplaced = await app.database.db
        .select({ student: students })
        .from(students)
        .leftJoin(classStudents, eq(classStudents.studentId, students.id))
        .where(and(eq(students.organizationId, staff.organizationId), isNull(classStudents.classId)));
      return [...placed, ...unplaced.map((row) => presentSchoolStudent(row.student, null))];
    },
  );
};
