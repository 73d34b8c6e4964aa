import { errorBodySchema, organizationSchema, organizationUpdateRequestSchema } from '@codehop/api';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizations } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { organizationAnswer, SLUG_TAKEN } from './organization-answer.ts';
import { schoolAdmin } from './organization-context.ts';
import { moveSchoolAddress, refuseSlugOfAnother } from './school-address.ts';

/** PUT /api/organization/current: the admin renames the school, changes its address (old login links keep working) or its postal address. */
export const putCurrentOrganizationRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/organization/current',
    {
      schema: {
        tags: ['organization'],
        summary: 'Edit the organisation (admins)',
        body: organizationUpdateRequestSchema,
        response: { 200: organizationSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const admin = schoolAdmin(request);
      const { db } = app.database;
      const { address, ...rest } = request.body;
      await refuseSlugOfAnother(db, rest.slug, admin.organizationId);
      try {
        await db.transaction(async (tx) => {
          const [before] = await tx.select().from(organizations).where(eq(organizations.id, admin.organizationId)).limit(1);
          if (!before) throw new HttpError(404, 'Organisation not found', 'organization_not_found');
          await moveSchoolAddress(tx, before, rest.slug);
          await tx
            .update(organizations)
            .set({ ...rest, ...(address === undefined ? {} : { address: address === null || address === '' ? null : address }) })
            .where(eq(organizations.id, admin.organizationId));
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, SLUG_TAKEN, 'slug_taken');
        throw error;
      }
      return organizationAnswer(db, admin.organizationId, app.services.clock.now());
    },
  );
};
