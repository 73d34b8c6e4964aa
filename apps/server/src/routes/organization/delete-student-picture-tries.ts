import { detailResponseSchema, errorBodySchema, studentIdParamsSchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearChildTries } from '../../services/picture-login-tries.ts';
import { managedStudent, schoolStaff } from './organization-context.ts';

/**
 * DELETE /api/organization/students/{student_id}/picture-tries: the teacher unlocks a pupil whose
 * name had too many wrong picture tries; the card stays as it is. Whoever may manage the student
 * (policies/organization.ts#canManageSchoolStudent) may; anyone else gets the student's 404.
 */
export const deleteStudentPictureTriesRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/api/organization/students/:student_id/picture-tries',
    {
      schema: {
        tags: ['organization'],
        summary: "Unlock a pupil's picture login after too many wrong tries",
        params: studentIdParamsSchema,
        response: { 200: detailResponseSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const student = await managedStudent(request, schoolStaff(request), request.params.student_id);
      await clearChildTries(app.database.db, [student.id]);
      return { detail: 'Picture login unlocked' };
    },
  );
};
