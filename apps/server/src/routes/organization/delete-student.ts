import { detailResponseSchema, errorBodySchema, studentIdParamsSchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteSchoolStudent } from '../../commands/school-students.ts';
import { managedStudent, schoolStaff } from './organization-context.ts';

/** DELETE /api/organization/students/{student_id}: the student's account, progress and code go (the page asks first). */
export const deleteSchoolStudentRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/api/organization/students/:student_id',
    { schema: { tags: ['organization'], summary: 'Delete a school student and their progress', params: studentIdParamsSchema, response: { 200: detailResponseSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema } } },
    async (request) => {
      const student = await managedStudent(request, schoolStaff(request), request.params.student_id);
      await deleteSchoolStudent(app.database.db, student);
      return { detail: 'Student deleted' };
    },
  );
};
