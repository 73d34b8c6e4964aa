import { attachSchoolPlansToOrganization } from '../../commands/payments/attach-school-plans.ts';
import { errorBodySchema, organizationRegisterRequestSchema, organizationSchema } from '@codehop/api';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizations, users } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { canRegisterOrganization, USER_TYPE_ADMIN } from '../../policies/organization.ts';
import { refuseSlugOfAnother } from './school-address.ts';
import { organizationAnswer, SLUG_TAKEN } from './organization-answer.ts';

/**
 * POST /api/organization/register (ours: "Register Your Institution"): a signed-in account without a
 * school creates one and becomes its admin (user_type 2). A new visitor signs up first.
 */
export const postRegisterOrganizationRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/organization/register',
    {
      schema: {
        tags: ['organization'],
        summary: 'Register an institution; the caller becomes its admin',
        body: organizationRegisterRequestSchema,
        response: { 201: organizationSchema, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      if (!canRegisterOrganization(auth.user)) {
        throw new HttpError(403, 'This account already belongs to a school.', 'already_in_organization');
      }
      const { db } = app.database;
      await refuseSlugOfAnother(db, request.body.slug, null);
      let organizationId: number;
      try {
        organizationId = await db.transaction(async (tx) => {
          const [created] = await tx.insert(organizations).values(request.body).returning({ id: organizations.id });
          if (!created) throw new Error('organisation not created');
          await tx.update(users).set({ organizationId: created.id, userType: USER_TYPE_ADMIN }).where(eq(users.id, auth.user.id));
          // A tier bought at /schools before the school was registered belongs to it now.
          await attachSchoolPlansToOrganization(tx, auth.user.id, created.id);
          return created.id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, SLUG_TAKEN, 'slug_taken');
        throw error;
      }
      return reply.status(201).send(await organizationAnswer(db, organizationId, app.services.clock.now()));
    },
  );
};
