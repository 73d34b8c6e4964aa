import { errorBodySchema, studentsLimitResponseSchema } from '@codehop/api';
import { count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { students } from '../../db/schema.ts';
import { familyAccount } from './owned-student.ts';
import { MAX_STUDENTS_PER_PARENT } from '../../policies/students-limit.ts';

/** GET /api/profile/check-students-limit: how many students the parent has and may have. */
export const getCheckStudentsLimitRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profile/check-students-limit',
    {
      schema: {
        tags: ['profile'],
        summary: 'Students count and limit',
        response: { 200: studentsLimitResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      const auth = familyAccount(request);
      const [counted] = await app.database.db
        .select({ n: count() })
        .from(students)
        .where(eq(students.parentUserId, auth.user.id));
      const n = counted?.n ?? 0;
      return { count: n, limit: MAX_STUDENTS_PER_PARENT, can_add: n < MAX_STUDENTS_PER_PARENT };
    },
  );
};
