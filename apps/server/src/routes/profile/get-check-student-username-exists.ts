import { errorBodySchema, existsResponseSchema, studentUsernameExistsQuerySchema } from '@codehop/api';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { students } from '../../db/schema.ts';
import { familyAccount } from './owned-student.ts';

/**
 * GET /api/profile/check-student-username-exists?student_username&organization_id: usernames are
 * unique across the site (organisation students sign in with them), so the organisation is not needed.
 */
export const getCheckStudentUsernameExistsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profile/check-student-username-exists',
    {
      schema: {
        tags: ['profile'],
        summary: 'Whether a student username is taken',
        querystring: studentUsernameExistsQuerySchema,
        response: { 200: existsResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      familyAccount(request);
      const rows = await app.database.db
        .select({ id: students.id })
        .from(students)
        .where(
          sql`coalesce(${students.organizationId}, 0) = ${request.query.organization_id ?? 0} and lower(${students.username}) = lower(${request.query.student_username})`,
        )
        .limit(1);
      return { exists: rows.length > 0 };
    },
  );
};
