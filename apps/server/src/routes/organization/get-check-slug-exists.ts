import { errorBodySchema, existsResponseSchema, slugQuerySchema } from '@codehop/api';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizations } from '../../db/schema.ts';

/** GET /api/organization/check-slug-exists?slug: checked live while a school types its address. */
export const getCheckSlugExistsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organization/check-slug-exists',
    { schema: { tags: ['organization'], summary: 'Whether an organisation slug is taken', querystring: slugQuerySchema, response: { 200: existsResponseSchema, 422: errorBodySchema } } },
    async (request) => {
      const rows = await app.database.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, request.query.slug.toLowerCase())).limit(1);
      return { exists: rows.length > 0 };
    },
  );
};
