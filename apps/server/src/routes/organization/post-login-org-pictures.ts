import { normalizeIP } from '@fastify/rate-limit';
import { errorBodySchema, loginOrgPicturesRequestSchema, pictureSequence, redirectQuerySchema, sessionResponseSchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/error-handler.ts';
import { verifyPassword } from '../../services/passwords.ts';
import { forgetTries, giveTryBack, PICTURE_TRY_RULES, spendTry, tryKeys, type SpentTry } from '../../services/picture-login-tries.ts';
import { nextStepOf } from '../../services/next-level.ts';
import { safeLocale } from '../../services/redirect-rule.ts';
import { startSessionAnswer } from '../auth/session-answer.ts';
import { WRONG_SCHOOL_CREDENTIALS } from './post-login-org.ts';
import { pictureBrowserOf } from './picture-browser.ts';
import { pictureLoginStudent } from './picture-login-student.ts';
import { organizationAtSlug } from './school-address.ts';

/** A name that is no pupil of a picture class of this school: said as such, so the child fixes the name, not the pictures. */
const UNKNOWN_NAME = new HttpError(401, 'No pupil of a picture class of this school has this name', 'unknown_name');

/**
 * POST /api/auth/login-org/pictures: a pupil of a class with picture passwords signs in at
 * login-org/{organizationSlug} with their name (typed as they can: services/name-fold.ts) and 3
 * pictures in order. Every try counts first under the rules of services/picture-login-tries.ts and
 * a right login gives its tries back, so only wrong ones stay counted. The names are no secret
 * (the class's picture page lists them), the pictures are: a wrong name is said to be the name.
 */
export const postLoginOrgPicturesRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/login-org/pictures',
    {
      config: { csrf: false },
      schema: {
        tags: ['auth'],
        summary: "Log in at a school's login page with a picture password",
        querystring: redirectQuerySchema,
        body: loginOrgPicturesRequestSchema,
        response: { 200: sessionResponseSchema, 401: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { db } = app.database;
      const now = app.services.clock.now();
      const { organization_slug: slug, username, pictures } = request.body;
      const address = await spendTry(db, tryKeys.address(normalizeIP(request.ip)), PICTURE_TRY_RULES.address, now);
      if (!address.allowed) throw wait(reply, address, new HttpError(429, 'Too many wrong picture logins from this address. Try again shortly.', 'rate_limited'));
      const organization = await organizationAtSlug(db, slug);
      const pupil = organization ? await pictureLoginStudent(db, organization.id, username) : undefined;
      if (!pupil) throw UNKNOWN_NAME;

      const browser = pictureBrowserOf(request, reply);
      const spent: SpentTry[] = [address];
      for (const [key, rule] of [
        [tryKeys.childOnBrowser(pupil.studentId, browser), PICTURE_TRY_RULES.childOnBrowser],
        [tryKeys.child(pupil.studentId), PICTURE_TRY_RULES.child],
      ] as const) {
        const tried = await spendTry(db, key, rule, now, pupil.studentId);
        spent.push(tried);
        if (!tried.allowed) {
          // Nothing was checked, so this is no guess: the school's address does not pay for it.
          await giveTryBack(db, address);
          throw wait(reply, tried, new HttpError(429, 'Too many wrong pictures for this name. Ask your teacher to unlock it or print a new card, or try again later.', 'picture_tries_used'));
        }
      }
      if (!(await verifyPassword(pupil.hash, pictureSequence(pictures)))) throw new HttpError(401, WRONG_SCHOOL_CREDENTIALS, 'invalid_credentials');
      // A right login: its tries are given back, and this browser's earlier slips on the name forgotten.
      for (const tried of spent) await giveTryBack(db, tried);
      await forgetTries(db, tryKeys.childOnBrowser(pupil.studentId, browser));

      const next = request.query.redirect ? null : await nextStepOf(db, pupil.studentId);
      const locale = safeLocale(request.query.locale ?? pupil.user.language);
      const raw = request.query.redirect ?? (next ? `/${locale}/${next}` : undefined);
      return startSessionAnswer(request, reply, pupil.user, { raw, locale: request.query.locale });
    },
  );
};

function wait(reply: { header(name: string, value: number): unknown }, spent: SpentTry, error: HttpError): HttpError {
  reply.header('retry-after', spent.retryAfterSeconds);
  return error;
}
