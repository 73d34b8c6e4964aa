import { errorBodySchema, loginOrgRequestSchema, redirectQuerySchema, sessionResponseSchema } from '@codehop/api';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizations, students, users } from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { verifyPassword } from '../../services/passwords.ts';
import { SCHOOL_RATE_LIMITS } from '../../services/school-credentials.ts';
import { startSessionAnswer } from '../auth/session-answer.ts';

/** The one answer for an unknown school, an unknown name and a wrong password alike. */
export const WRONG_SCHOOL_CREDENTIALS = 'Incorrect username or password';

/**
 * POST /api/auth/login-org: a school student signs in at login-org/{organizationSlug} with their
 * username and password; their own student is chosen at once.
 */
export const postLoginOrgRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/login-org',
    {
      config: { csrf: false, rateLimit: SCHOOL_RATE_LIMITS.loginOrg },
      schema: {
        tags: ['auth'],
        summary: "Log in at a school's login page (username and password)",
        querystring: redirectQuerySchema,
        body: loginOrgRequestSchema,
        response: { 200: sessionResponseSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { organization_slug: slug, username, password } = request.body;
      const [row] = await app.database.db
        .select({ user: users })
        .from(students)
        .innerJoin(organizations, eq(organizations.id, students.organizationId))
        .innerJoin(users, eq(users.id, students.parentUserId))
        .where(and(eq(organizations.slug, slug.toLowerCase()), sql`lower(${students.username}) = lower(${username.normalize('NFC')})`, eq(users.isStudent, true)))
        .limit(1);
      const ok = await verifyPassword(row?.user.passwordHash, password);
      if (!row || !ok) throw new HttpError(401, WRONG_SCHOOL_CREDENTIALS, 'invalid_credentials');
      return startSessionAnswer(request, reply, row.user, { raw: request.query.redirect, locale: request.query.locale });
    },
  );
};
