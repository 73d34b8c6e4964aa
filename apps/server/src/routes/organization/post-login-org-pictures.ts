import { errorBodySchema, loginOrgPicturesRequestSchema, pictureSequence, redirectQuerySchema, sessionResponseSchema } from '@codehop/api';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { classStudents, schoolClasses, students, users } from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { verifyPassword } from '../../services/passwords.ts';
import { PICTURE_LOGIN_RATE_LIMIT, PICTURE_TRIES_PER_CHILD } from '../../services/picture-passwords.ts';
import { nextStepOf } from '../../services/next-level.ts';
import { safeLocale } from '../../services/redirect-rule.ts';
import { startSessionAnswer } from '../auth/session-answer.ts';
import { WRONG_SCHOOL_CREDENTIALS } from './post-login-org.ts';
import { organizationAtSlug } from './school-address.ts';

/**
 * POST /api/auth/login-org/pictures: a student of a class with picture passwords signs in at
 * login-org/{organizationSlug} with their username and 3 pictures in order. Only while their class
 * has pictures on; an unknown school or name, a class without pictures and wrong pictures all get
 * the same 401 (and the time of a real check), so the answer reveals no names.
 */
export const postLoginOrgPicturesRoute: FastifyPluginAsyncZod = async (app) => {
  const triesOfChild = app.createRateLimit({
    ...PICTURE_TRIES_PER_CHILD,
    keyGenerator: (request) => {
      const body = request.body as { organization_slug: string; username: string };
      return `picture-tries:${body.organization_slug.toLowerCase()}:${body.username.normalize('NFC').toLowerCase()}`;
    },
  });
  app.post(
    '/api/auth/login-org/pictures',
    {
      config: { csrf: false, rateLimit: PICTURE_LOGIN_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: "Log in at a school's login page with a picture password",
        querystring: redirectQuerySchema,
        body: loginOrgPicturesRequestSchema,
        response: { 200: sessionResponseSchema, 401: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { organization_slug: slug, username, pictures } = request.body;
      const tries = await triesOfChild(request);
      if (!tries.isAllowed && tries.isExceeded) {
        reply.header('retry-after', tries.ttlInSeconds);
        throw new HttpError(429, 'Too many picture tries for this name. Ask your teacher, or try again in a few minutes.', 'rate_limited');
      }
      const organization = await organizationAtSlug(app.database.db, slug);
      const [row] = await app.database.db
        .select({ user: users, studentId: students.id, hash: students.picturePasswordHash })
        .from(students)
        .innerJoin(users, eq(users.id, students.parentUserId))
        .innerJoin(classStudents, eq(classStudents.studentId, students.id))
        .innerJoin(schoolClasses, and(eq(schoolClasses.id, classStudents.classId), eq(schoolClasses.picturePasswords, true)))
        .where(and(eq(students.organizationId, organization?.id ?? -1), sql`lower(${students.username}) = lower(${username.normalize('NFC')})`, eq(users.isStudent, true)))
        .limit(1);
      const ok = await verifyPassword(row?.hash, pictureSequence(pictures));
      if (!row || !ok) throw new HttpError(401, WRONG_SCHOOL_CREDENTIALS, 'invalid_credentials');
      const next = request.query.redirect ? null : await nextStepOf(app.database.db, row.studentId);
      const locale = safeLocale(request.query.locale ?? row.user.language);
      const raw = request.query.redirect ?? (next ? `/${locale}/${next}` : undefined);
      return startSessionAnswer(request, reply, row.user, { raw, locale: request.query.locale });
    },
  );
};
