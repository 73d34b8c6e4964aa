import { errorBodySchema, googleAuthorizeQuerySchema } from '@codehop/api';
import { lte } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomNonce, randomPKCECodeVerifier, randomState } from 'openid-client';
import { oidcLogins } from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { redirectResponse } from '../../plugins/response-shapes.ts';
import { publicBase } from '../../services/links.ts';
import { redirectAfterGoogle, safeLocale } from '../../services/redirect-rule.ts';
import { hashToken } from '../../services/secret-token.ts';

const LOGIN_WINDOW_MS = 10 * 60 * 1000;

/**
 * GET /api/auth/google/authorize?redirect&locale: sends the browser to Google with fresh state, nonce
 * and PKCE verifier, kept in the database so whichever instance receives the callback can finish.
 */
export const getGoogleAuthorizeRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/google/authorize',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start Google sign-in (redirects to the provider)',
        querystring: googleAuthorizeQuerySchema,
        response: { 302: redirectResponse("To Google's sign-in page"), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const google = app.services.google;
      if (!google) throw new HttpError(404, 'Google sign-in is not configured', 'google_disabled');
      const locale = safeLocale(request.query.locale);
      const state = randomState();
      const nonce = randomNonce();
      const codeVerifier = randomPKCECodeVerifier();
      // Abandoned sign-ins are swept here rather than by a timer.
      await app.database.db.delete(oidcLogins).where(lte(oidcLogins.expiresAt, app.services.clock.now()));
      await app.database.db.insert(oidcLogins).values({
        stateHash: hashToken(state),
        codeVerifier,
        nonce,
        locale,
        redirect: redirectAfterGoogle(request.query.redirect, locale),
        expiresAt: new Date(app.services.clock.now().getTime() + LOGIN_WINDOW_MS),
      });
      const url = await google.authorizationUrl({
        redirectUri: `${publicBase(request)}/api/auth/google_callback`,
        state,
        nonce,
        codeVerifier,
      });
      return reply.redirect(url.href, 302);
    },
  );
};
