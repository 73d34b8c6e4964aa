import { detailResponseSchema, errorBodySchema, teacherIdParamsSchema } from '@codehop/api';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { classTeachers, sessions, users } from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { organizationTeacher, schoolAdmin } from './organization-context.ts';

/**
 * DELETE /api/organization/teacher/{teacher_id}: removes a teacher from the school. Their account
 * stays (a family account again); their classes and students stay with the school.
 */
export const deleteTeacherRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/api/organization/teacher/:teacher_id',
    {
      schema: {
        tags: ['organization'],
        summary: 'Remove a teacher from the school (admins)',
        params: teacherIdParamsSchema,
        response: { 200: detailResponseSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const admin = schoolAdmin(request);
      const teacher = await organizationTeacher(request, admin, request.params.teacher_id);
      if (teacher.id === admin.user.id) throw new HttpError(409, 'You cannot remove yourself.', 'own_account');
      await app.database.db.transaction(async (tx) => {
        await tx.delete(classTeachers).where(eq(classTeachers.userId, teacher.id));
        await tx.update(users).set({ organizationId: null, userType: 0 }).where(eq(users.id, teacher.id));
        // A session playing as one of the school's students ends with the role.
        await tx.update(sessions).set({ studentId: null }).where(eq(sessions.userId, teacher.id));
      });
      return { detail: 'Teacher removed' };
    },
  );
};
