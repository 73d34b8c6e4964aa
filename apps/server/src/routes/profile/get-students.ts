import { errorBodySchema, studentSchema } from '@codehop/api';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { students } from '../../db/schema.ts';
import { familyAccount } from './owned-student.ts';
import { presentStudent } from '../../presenters/student.ts';

/** GET /api/profile/students: the parent's students, oldest first. */
export const getStudentsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profile/students',
    {
      schema: {
        tags: ['profile'],
        summary: 'My students',
        response: { 200: z.array(studentSchema), 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      const auth = familyAccount(request);
      const rows = await app.database.db
        .select()
        .from(students)
        .where(eq(students.parentUserId, auth.user.id))
        .orderBy(asc(students.id));
      return rows.map(presentStudent);
    },
  );
};
