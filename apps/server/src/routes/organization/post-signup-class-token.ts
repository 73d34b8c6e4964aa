import { classTokenSignupRequestSchema, errorBodySchema, redirectQuerySchema, sessionResponseSchema } from '@codehop/api';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createSchoolStudents } from '../../commands/school-students.ts';
import { schoolClasses, users } from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { joinCodeCandidates } from '../../services/join-code.ts';
import { CLASS_LINK_OFF } from './class-join-link.ts';
import { SCHOOL_RATE_LIMITS } from '../../services/school-credentials.ts';
import { nextStepOf } from '../../services/next-level.ts';
import { safeLocale } from '../../services/redirect-rule.ts';
import { startSessionAnswer } from '../auth/session-answer.ts';

/** POST /api/auth/signup/class-token: a student creates their own school account through the class link, signed in at once. */
export const postSignupClassTokenRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/signup/class-token',
    {
      config: { csrf: false, rateLimit: SCHOOL_RATE_LIMITS.classSignup },
      schema: {
        tags: ['auth'],
        summary: 'Join a class with its code',
        querystring: redirectQuerySchema,
        body: classTokenSignupRequestSchema,
        response: { 201: sessionResponseSchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { db } = app.database;
      const [klass] = await db.select().from(schoolClasses).where(inArray(schoolClasses.joinToken, joinCodeCandidates(request.body.token))).limit(1);
      if (!klass) throw new HttpError(404, 'This class code does not exist. Check it with your teacher.', 'class_not_found');
      if (!klass.joinEnabled) throw CLASS_LINK_OFF;
      const created = await createSchoolStudents(db, klass.organizationId, klass.id, [request.body], app.services.clock.now()).catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 422) throw new HttpError(409, 'This username is already taken in your school. Please choose another one.', 'username_taken');
        throw error;
      });
      const student = created.students[0];
      const [user] = student?.parentUserId ? await db.select().from(users).where(eq(users.id, student.parentUserId)).limit(1) : [];
      if (!user) throw new Error('student account not created');
      // Issue 41: a child who joined by the class link landed on the marketing page. Like a school
      // login (post-login-org.ts), without a page to return to they land on their first level to play.
      const next = request.query.redirect || !student ? null : await nextStepOf(db, student.id);
      const raw = request.query.redirect ?? (next ? `/${safeLocale(request.query.locale ?? user.language)}/${next}` : undefined);
      const answer = await startSessionAnswer(request, reply, user, { raw, locale: request.query.locale });
      return reply.status(201).send(answer);
    },
  );
};
