import { detailResponseSchema, errorBodySchema, IF_MATCH_RULE, schoolStudentSchema, staleErrorSchema, studentIdParamsSchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteSchoolStudent } from '../../commands/school-students.ts';
import { ifMatchVersions } from '../../plugins/preconditions.ts';
import { managedStudent, schoolStaff } from './organization-context.ts';
import { STUDENT_TAG, staleSchoolStudent } from './student-precondition.ts';

/** DELETE /api/organization/students/{student_id}: the student's account, progress and code go (the page asks first). */
export const deleteSchoolStudentRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/api/organization/students/:student_id',
    {
      schema: {
        tags: ['organization'],
        summary: 'Delete a school student and their progress',
        description: IF_MATCH_RULE,
        params: studentIdParamsSchema,
        response: { 200: detailResponseSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 412: staleErrorSchema(schoolStudentSchema) },
      },
    },
    async (request) => {
      const student = await managedStudent(request, schoolStaff(request), request.params.student_id);
      const deleted = await deleteSchoolStudent(app.database.db, student, ifMatchVersions(request, STUDENT_TAG, student.id));
      if (!deleted) return staleSchoolStudent(app.database.db, student.id);
      return { detail: 'Student deleted' };
    },
  );
};
