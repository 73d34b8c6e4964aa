import { errorBodySchema, schoolStudentSchema, studentIdParamsSchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentSchoolStudent } from '../../presenters/organization.ts';
import { managedStudent, schoolStaff } from './organization-context.ts';
import { classOfStudent } from './student-class.ts';

/**
 * GET /api/organization/students/{student_id}: staff who manage the student; the student's own
 * account reads itself too (gameplay §7: the play screen asks whether the assistant is on).
 */
export const getSchoolStudentRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organization/students/:student_id',
    { schema: { tags: ['organization'], summary: 'One school student', params: studentIdParamsSchema, response: { 200: schoolStudentSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema } } },
    async (request) => {
      const student = await managedStudent(request, schoolStaff(request), request.params.student_id);
      return presentSchoolStudent(student, await classOfStudent(app.database.db, student.id));
    },
  );
};
