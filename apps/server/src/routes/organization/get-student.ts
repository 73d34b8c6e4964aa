import { errorBodySchema, IF_MATCH_RULE, schoolStudentSchema, studentIdParamsSchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentSchoolStudent } from '../../presenters/organization.ts';
import { managedStudent, schoolStaff } from './organization-context.ts';
import { classOfStudent } from './student-class.ts';
import { sendStudentTag } from './student-precondition.ts';

/**
 * GET /api/organization/students/{student_id}: staff who manage the student; the student's own
 * account reads itself too (gameplay §7: the play screen asks whether the assistant is on).
 */
export const getSchoolStudentRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organization/students/:student_id',
    { schema: { tags: ['organization'], summary: 'One school student', description: IF_MATCH_RULE, params: studentIdParamsSchema, response: { 200: schoolStudentSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema } } },
    async (request, reply) => {
      const student = await managedStudent(request, schoolStaff(request), request.params.student_id);
      sendStudentTag(reply, student);
      return presentSchoolStudent(student, await classOfStudent(app.database.db, student.id));
    },
  );
};
