import { errorBodySchema, organizationPublicSchema, slugQuerySchema } from '@codehop/api';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schoolClasses } from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { organizationAtSlug } from './school-address.ts';

/**
 * GET /api/organization/by-slug?slug: the school's name for its login page (login-org/{slug}), at its
 * current address or a former one (the answer's slug is the current address). The name is on every
 * printed card already; and whether some class signs in with pictures (the page offers the pad).
 */
export const getSchoolBySlugRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organization/by-slug',
    { schema: { tags: ['organization'], summary: "A school's name at its login address", querystring: slugQuerySchema, response: { 200: organizationPublicSchema, 404: errorBodySchema, 422: errorBodySchema } } },
    async (request) => {
      const organization = await organizationAtSlug(app.database.db, request.query.slug);
      if (!organization) throw new HttpError(404, 'There is no school at this address. Check the address on your card.', 'organization_not_found');
      const [pictureClass] = await app.database.db
        .select({ id: schoolClasses.id })
        .from(schoolClasses)
        .where(and(eq(schoolClasses.organizationId, organization.id), eq(schoolClasses.picturePasswords, true)))
        .limit(1);
      return { name: organization.name, slug: organization.slug, picture_login: pictureClass !== undefined };
    },
  );
};
