import { errorBodySchema, invitationQuerySchema, invitationSchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveInvitation } from './invitation-lookup.ts';

/** GET /api/organization/invitation?token (ours): what the teacher's sign-up page shows. */
export const getInvitationRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organization/invitation',
    { schema: { tags: ['organization'], summary: 'A teacher invitation', querystring: invitationQuerySchema, response: { 200: invitationSchema, 404: errorBodySchema } } },
    async (request) => {
      const { invitation, organization } = await liveInvitation(app.database.db, app.services.clock.now(), request.query.token);
      return { email: invitation.email, organization_name: organization.name };
    },
  );
};
