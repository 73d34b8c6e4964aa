import { DEFAULT_LANGUAGE, errorBodySchema, languageResponseSchema, SUPPORTED_LANGUAGES } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/authentication.ts';

/** GET /api/user/get-language: the account's language (English when none was chosen). */
export const getLanguageRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/get-language',
    {
      schema: {
        tags: ['user'],
        summary: "The account's interface language",
        response: { 200: languageResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const code = requireAuth(request).user.language ?? DEFAULT_LANGUAGE;
      const language = SUPPORTED_LANGUAGES.find((entry) => entry.code === code) ?? SUPPORTED_LANGUAGES[0];
      return { language: language.code, name: language.name };
    },
  );
};
