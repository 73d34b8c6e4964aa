import { errorBodySchema, organizationSchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationAnswer } from './organization-answer.ts';
import { schoolStaff } from './organization-context.ts';

/** GET /api/organization/current: the caller's school with its counts (teachers and admins). */
export const getCurrentOrganizationRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organization/current',
    { schema: { tags: ['organization'], summary: "The caller's organisation", response: { 200: organizationSchema, 401: errorBodySchema, 403: errorBodySchema } } },
    async (request) => organizationAnswer(app.database.db, schoolStaff(request).organizationId, app.services.clock.now()),
  );
};
