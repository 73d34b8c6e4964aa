import { acceptInvitationRequestSchema, errorBodySchema, redirectQuerySchema, sessionResponseSchema } from '@codehop/api';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { teacherInvitations, users } from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { USER_TYPE_TEACHER } from '../../policies/organization.ts';
import { hashPassword, verifyPassword } from '../../services/passwords.ts';
import { RATE_LIMITS } from '../../services/rate-limits.ts';
import { startSessionAnswer } from '../auth/session-answer.ts';
import { INVITATION_INVALID, liveInvitation } from './invitation-lookup.ts';

/**
 * POST /api/organization/accept-invitation (ours): the invited teacher creates their account (or,
 * when the address has one without a school, proves its password) and joins the school, signed in.
 * The invitation is spent by one conditional UPDATE, so two clicks cannot both join.
 */
export const postAcceptInvitationRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/organization/accept-invitation',
    {
      config: { csrf: false, rateLimit: RATE_LIMITS.signup },
      schema: {
        tags: ['organization'],
        summary: 'Accept a teacher invitation',
        querystring: redirectQuerySchema,
        body: acceptInvitationRequestSchema,
        response: { 201: sessionResponseSchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { db } = app.database;
      const now = app.services.clock.now();
      const { invitation } = await liveInvitation(db, now, request.body.token);
      const [existing] = await db.select().from(users).where(eq(users.email, invitation.email)).limit(1);
      if (existing) {
        if (existing.organizationId !== null || existing.isStudent) throw new HttpError(409, 'This account already belongs to a school.', 'already_in_organization');
        if (!(await verifyPassword(existing.passwordHash, request.body.password))) {
          throw new HttpError(401, 'This e-mail already has an account: enter its password to join.', 'invalid_credentials');
        }
      }
      const passwordHash = existing ? null : await hashPassword(request.body.password);
      const teacher = await db.transaction(async (tx) => {
        const [spent] = await tx
          .update(teacherInvitations)
          .set({ usedAt: now })
          .where(and(eq(teacherInvitations.id, invitation.id), isNull(teacherInvitations.usedAt)))
          .returning({ id: teacherInvitations.id });
        if (!spent) throw INVITATION_INVALID;
        if (existing) {
          const [updated] = await tx
            .update(users)
            .set({ organizationId: invitation.organizationId, userType: USER_TYPE_TEACHER })
            .where(eq(users.id, existing.id))
            .returning();
          return updated;
        }
        const [created] = await tx
          .insert(users)
          .values({
            email: invitation.email,
            passwordHash,
            fullName: request.body.full_name,
            userType: USER_TYPE_TEACHER,
            organizationId: invitation.organizationId,
            // The mail proved the address.
            emailVerifiedAt: now,
          })
          .returning();
        return created;
      });
      if (!teacher) throw INVITATION_INVALID;
      const answer = await startSessionAnswer(request, reply, teacher, { raw: request.query.redirect, locale: request.query.locale });
      return reply.status(201).send(answer);
    },
  );
};
