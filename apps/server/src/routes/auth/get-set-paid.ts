import { errorBodySchema, setPaidQuerySchema, setPaidResponseSchema } from '@codehop/api';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscriptions, users } from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { requireStaffWrite } from '../payment/staff-get-guard.ts';

const MANUAL = 'manual';

/**
 * GET /api/auth/set-paid?email&paid (staff): grants or withdraws a complimentary family plan by hand
 * (a school's pilot, a support gesture), recorded as a subscription of provider "manual" so access,
 * billing and the attempt limits treat it like any other.
 */
export const getSetPaidRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/set-paid',
    {
      schema: {
        tags: ['auth'],
        summary: 'Grant or withdraw a complimentary plan (staff)',
        querystring: setPaidQuerySchema,
        response: { 200: setPaidResponseSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      requireStaffWrite(request);
      const { db } = app.database;
      const email = request.query.email.toLowerCase();
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (!user) throw new HttpError(404, 'No account with that e-mail.', 'user_not_found');
      const now = app.services.clock.now();
      const status = request.query.paid ? 'active' : 'canceled';
      await db
        .insert(subscriptions)
        .values({ userId: user.id, planKey: 'family_yearly', provider: MANUAL, providerSubscriptionId: `manual-${user.id}`, status, lastEventAt: now })
        .onConflictDoUpdate({
          target: [subscriptions.provider, subscriptions.providerSubscriptionId],
          set: { status, lastEventAt: now, canceledAt: request.query.paid ? null : now },
        });
      request.log.info({ userId: user.id, paid: request.query.paid }, 'complimentary plan set');
      const [check] = await db
        .select({ status: subscriptions.status })
        .from(subscriptions)
        .where(and(eq(subscriptions.provider, MANUAL), eq(subscriptions.providerSubscriptionId, `manual-${user.id}`)));
      return { email, paid: check?.status === 'active' };
    },
  );
};
