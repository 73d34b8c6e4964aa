import { errorBodySchema, organizationPublicSchema, slugQuerySchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/error-handler.ts';
import { organizationAtSlug } from './school-address.ts';

/**
 * GET /api/organization/by-slug?slug: the school's name for its login page (login-org/{slug}), at its
 * current address or a former one (the answer's slug is the current address). The name is on every
 * printed card already; nothing else about the school is shown.
 */
export const getSchoolBySlugRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organization/by-slug',
    { schema: { tags: ['organization'], summary: "A school's name at its login address", querystring: slugQuerySchema, response: { 200: organizationPublicSchema, 404: errorBodySchema, 422: errorBodySchema } } },
    async (request) => {
      const organization = await organizationAtSlug(app.database.db, request.query.slug);
      if (!organization) throw new HttpError(404, 'There is no school at this address. Check the address on your card.', 'organization_not_found');
      return { name: organization.name, slug: organization.slug };
    },
  );
};
