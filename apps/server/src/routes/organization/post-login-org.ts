import { errorBodySchema, loginOrgRequestSchema, redirectQuerySchema, sessionResponseSchema } from '@codehop/api';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { students, users } from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { verifyPassword } from '../../services/passwords.ts';
import { SCHOOL_RATE_LIMITS } from '../../services/school-credentials.ts';
import { nextStepOf } from '../../services/next-level.ts';
import { safeLocale } from '../../services/redirect-rule.ts';
import { startSessionAnswer } from '../auth/session-answer.ts';
import { organizationAtSlug } from './school-address.ts';

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
      // An old address of the school (cards printed before it moved) still signs its students in.
      const organization = await organizationAtSlug(app.database.db, slug);
      const [row] = await app.database.db
        .select({ user: users, studentId: students.id })
        .from(students)
        .innerJoin(users, eq(users.id, students.parentUserId))
        .where(and(eq(students.organizationId, organization?.id ?? -1), sql`lower(${students.username}) = lower(${username.normalize('NFC')})`, eq(users.isStudent, true)))
        .limit(1);
      const ok = await verifyPassword(row?.user.passwordHash, password);
      if (!row || !ok) throw new HttpError(401, WRONG_SCHOOL_CREDENTIALS, 'invalid_credentials');
      // Without a page to return to, the student lands on the level (or quiz) to play next.
      const next = request.query.redirect ? null : await nextStepOf(app.database.db, row.studentId);
      const locale = safeLocale(request.query.locale ?? row.user.language);
      const raw = request.query.redirect ?? (next ? `/${locale}/${next}` : undefined);
      return startSessionAnswer(request, reply, row.user, { raw, locale: request.query.locale });
    },
  );
};
