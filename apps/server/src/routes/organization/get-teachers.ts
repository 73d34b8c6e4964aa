import { errorBodySchema, teacherSchema } from '@codehop/api';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { classTeachers, users } from '../../db/schema.ts';
import { USER_TYPE_ADMIN, USER_TYPE_TEACHER } from '../../policies/organization.ts';
import { presentTeacher } from '../../presenters/organization.ts';
import { schoolStaff } from './organization-context.ts';

/** GET /api/organization/teachers: the school's teachers and admins (staff: teachers see colleagues' names to share classes). */
export const getTeachersRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organization/teachers',
    { schema: { tags: ['organization'], summary: "The organisation's staff", response: { 200: z.array(teacherSchema), 401: errorBodySchema, 403: errorBodySchema } } },
    async (request) => {
      const staff = schoolStaff(request);
      const { db } = app.database;
      const rows = await db
        .select()
        .from(users)
        .where(and(eq(users.organizationId, staff.organizationId), eq(users.isStudent, false), inArray(users.userType, [USER_TYPE_TEACHER, USER_TYPE_ADMIN])))
        .orderBy(users.fullName);
      const taught = rows.length
        ? await db.select().from(classTeachers).where(inArray(classTeachers.userId, rows.map((row) => row.id)))
        : [];
      return rows.map((row) => presentTeacher(row, taught.filter((entry) => entry.userId === row.id).map((entry) => entry.classId)));
    },
  );
};
