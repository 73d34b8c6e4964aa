import { errorBodySchema, IF_MATCH_RULE, organizationSchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationAnswer } from './organization-answer.ts';
import { schoolStaff } from './organization-context.ts';
import { sendOrganizationTag } from './organization-precondition.ts';

/** GET /api/organization/current: the caller's school with its counts (teachers and admins). */
export const getCurrentOrganizationRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organization/current',
    { schema: { tags: ['organization'], summary: "The caller's organisation", description: IF_MATCH_RULE, response: { 200: organizationSchema, 401: errorBodySchema, 403: errorBodySchema } } },
    async (request, reply) => {
      const { organizationId } = schoolStaff(request);
      await sendOrganizationTag(app.database.db, reply, organizationId);
      return organizationAnswer(app.database.db, organizationId, app.services.clock.now());
    },
  );
};
