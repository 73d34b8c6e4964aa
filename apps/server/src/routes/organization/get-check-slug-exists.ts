import { errorBodySchema, existsResponseSchema, slugQuerySchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationAtSlug } from './school-address.ts';

/** GET /api/organization/check-slug-exists?slug: checked live while a school types its address. */
export const getCheckSlugExistsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organization/check-slug-exists',
    { schema: { tags: ['organization'], summary: 'Whether an organisation slug is taken', querystring: slugQuerySchema, response: { 200: existsResponseSchema, 422: errorBodySchema } } },
    async (request) => {
      // A former address of a school is taken too: its old cards still lead there.
      return { exists: (await organizationAtSlug(app.database.db, request.query.slug)) !== null };
    },
  );
};
