import { errorBodySchema, teacherIdParamsSchema, teacherSchema, teacherUpdateRequestSchema } from '@codehop/api';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { classTeachers, users } from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { presentTeacher } from '../../presenters/organization.ts';
import { organizationTeacher, schoolAdmin } from './organization-context.ts';

/** PUT /api/organization/teacher/{teacher_id}: name and role (teacher 1, admin 2); admins cannot demote themselves. */
export const putTeacherRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/organization/teacher/:teacher_id',
    {
      schema: {
        tags: ['organization'],
        summary: 'Edit a teacher (admins)',
        params: teacherIdParamsSchema,
        body: teacherUpdateRequestSchema,
        response: { 200: teacherSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const admin = schoolAdmin(request);
      const teacher = await organizationTeacher(request, admin, request.params.teacher_id);
      if (teacher.id === admin.user.id && request.body.user_type !== undefined && request.body.user_type !== teacher.userType) {
        throw new HttpError(409, 'You cannot change your own role.', 'own_role');
      }
      const { db } = app.database;
      const [updated] = await db
        .update(users)
        .set({ fullName: request.body.full_name, ...(request.body.user_type ? { userType: request.body.user_type } : {}) })
        .where(eq(users.id, teacher.id))
        .returning();
      const taught = await db.select().from(classTeachers).where(eq(classTeachers.userId, teacher.id));
      return presentTeacher(updated ?? teacher, taught.map((row) => row.classId));
    },
  );
};
