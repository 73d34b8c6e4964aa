import { errorBodySchema, teacherIdParamsSchema, teacherSchema } from '@codehop/api';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { classTeachers } from '../../db/schema.ts';
import { presentTeacher } from '../../presenters/organization.ts';
import { organizationTeacher, schoolAdmin } from './organization-context.ts';

/** GET /api/organization/teachers/{teacher_id} (admins). */
export const getTeacherRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organization/teachers/:teacher_id',
    { schema: { tags: ['organization'], summary: 'One staff member', params: teacherIdParamsSchema, response: { 200: teacherSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema } } },
    async (request) => {
      const teacher = await organizationTeacher(request, schoolAdmin(request), request.params.teacher_id);
      const taught = await app.database.db.select().from(classTeachers).where(eq(classTeachers.userId, teacher.id));
      return presentTeacher(teacher, taught.map((row) => row.classId));
    },
  );
};
