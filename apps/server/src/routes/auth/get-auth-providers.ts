import { authProvidersResponseSchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * GET /api/auth/providers: whether "Sign up with Google" can work here (GOOGLE_CLIENT_ID and
 * GOOGLE_CLIENT_SECRET set). Without it the app hides every Google button instead of sending a
 * child to an error page.
 */
export const getAuthProvidersRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/providers',
    { schema: { tags: ['auth'], summary: 'Sign-in providers this server offers', response: { 200: authProvidersResponseSchema } } },
    async (_request, reply) => {
      // The answer changes only with the server's configuration.
      void reply.header('cache-control', 'public, max-age=300');
      return { google: app.services.google !== undefined };
    },
  );
};
