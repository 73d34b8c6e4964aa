import { changeLanguageQuerySchema, errorBodySchema, languageResponseSchema, resolveLanguage, SUPPORTED_LANGUAGES } from '@codehop/api';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../db/schema.ts';
import { requireAuth } from '../../plugins/authentication.ts';

/** POST /api/user/change-language?language: a language name (or code); stored as its locale code. */
export const postChangeLanguageRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/change-language',
    {
      schema: {
        tags: ['user'],
        summary: "Change the account's interface language",
        querystring: changeLanguageQuerySchema,
        response: { 200: languageResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const code = resolveLanguage(request.query.language) ?? 'en';
      await app.database.db.update(users).set({ language: code }).where(eq(users.id, auth.user.id));
      const language = SUPPORTED_LANGUAGES.find((entry) => entry.code === code) ?? SUPPORTED_LANGUAGES[0];
      return { language: language.code, name: language.name };
    },
  );
};
