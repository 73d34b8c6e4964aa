import { googleCallbackQuerySchema } from '@codehop/api';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findOrCreateGoogleAccount } from '../../commands/google-account.ts';
import { oidcLogins } from '../../db/schema.ts';
import { publicBase } from '../../services/links.ts';
import { hashToken } from '../../services/secret-token.ts';
import { redirectResponse } from '../../plugins/response-shapes.ts';
import { startSessionAnswer } from './session-answer.ts';

/**
 * GET /api/auth/google_callback?state&code: spends the pending login (once), checks the answer with
 * the provider, signs the user in with a cookie and sends the browser to the saved redirect. Any
 * failure lands on the login page with `?error=google`.
 */
export const getGoogleCallbackRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/google_callback',
    {
      schema: { tags: ['auth'], summary: 'Finish Google sign-in (redirects into the app)', querystring: googleCallbackQuerySchema, response: { 302: redirectResponse('Into the app, or to the login page with ?error=google') } },
    },
    async (request, reply) => {
      const google = app.services.google;
      const state = request.query.state;
      const [pending] =
        google && state
          ? await app.database.db
              .delete(oidcLogins)
              .where(and(eq(oidcLogins.stateHash, hashToken(state)), gt(oidcLogins.expiresAt, app.services.clock.now())))
              .returning()
          : [];
      if (!google || !state || !pending) return reply.redirect('/en/login?error=google', 302);
      try {
        const identity = await google.finish(new URL(request.url, publicBase(request)), {
          state,
          nonce: pending.nonce,
          codeVerifier: pending.codeVerifier,
        });
        const user = await findOrCreateGoogleAccount(app.database.db, app.services.clock, identity);
        await startSessionAnswer(request, reply, user, { raw: undefined, locale: pending.locale });
        return reply.redirect(pending.redirect, 302);
      } catch (error) {
        request.log.warn({ err: error }, 'Google sign-in failed');
        return reply.redirect(`/${pending.locale}/login?error=google`, 302);
      }
    },
  );
};
