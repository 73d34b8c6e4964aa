import { errorBodySchema, organizationSchema, organizationUpdateRequestSchema } from '@codehop/api';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizations } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { organizationAnswer, SLUG_TAKEN } from './organization-answer.ts';
import { schoolAdmin } from './organization-context.ts';

/** PUT /api/organization/current: the admin renames the school or changes its address. */
export const putCurrentOrganizationRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/organization/current',
    {
      schema: {
        tags: ['organization'],
        summary: 'Edit the organisation (admins)',
        body: organizationUpdateRequestSchema,
        response: { 200: organizationSchema, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const admin = schoolAdmin(request);
      try {
        await app.database.db.update(organizations).set(request.body).where(eq(organizations.id, admin.organizationId));
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, SLUG_TAKEN, 'slug_taken');
        throw error;
      }
      return organizationAnswer(app.database.db, admin.organizationId);
    },
  );
};
