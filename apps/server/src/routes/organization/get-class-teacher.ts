import { classTeacherAssignedSchema, classTeacherParamsSchema, errorBodySchema } from '@codehop/api';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { classTeachers } from '../../db/schema.ts';
import { managedClass, schoolStaff } from './organization-context.ts';

/** GET /api/organization/class-teachers/{class_id}/{user_id}: whether that teacher teaches the class. */
export const getClassTeacherRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organization/class-teachers/:class_id/:user_id',
    { schema: { tags: ['organization'], summary: 'Whether a teacher teaches a class', params: classTeacherParamsSchema, response: { 200: classTeacherAssignedSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema } } },
    async (request) => {
      const klass = await managedClass(request, schoolStaff(request), request.params.class_id);
      const rows = await app.database.db
        .select()
        .from(classTeachers)
        .where(and(eq(classTeachers.classId, klass.id), eq(classTeachers.userId, request.params.user_id)))
        .limit(1);
      return { assigned: rows.length > 0 };
    },
  );
};
