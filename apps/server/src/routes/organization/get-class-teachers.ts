import { classIdParamsSchema, errorBodySchema, IF_MATCH_RULE, teacherSchema } from '@codehop/api';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { classTeachers, users } from '../../db/schema.ts';
import { presentTeacher } from '../../presenters/organization.ts';
import { sendClassTag } from './class-precondition.ts';
import { managedClass, schoolStaff } from './organization-context.ts';

/** GET /api/organization/class-teachers/{class_id}: who teaches the class. */
export const getClassTeachersRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organization/class-teachers/:class_id',
    { schema: { tags: ['organization'], summary: 'Teachers of a class', description: `${IF_MATCH_RULE} The tag is the class's: send it with PUT /api/organization/class-teachers.`, params: classIdParamsSchema, response: { 200: z.array(teacherSchema), 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema } } },
    async (request, reply) => {
      const klass = await managedClass(request, schoolStaff(request), request.params.class_id);
      sendClassTag(reply, klass);
      const rows = await app.database.db.select({ user: users }).from(classTeachers).innerJoin(users, eq(users.id, classTeachers.userId)).where(eq(classTeachers.classId, klass.id));
      return rows.map((row) => presentTeacher(row.user, [klass.id]));
    },
  );
};
