import { currentPlanSchema, errorBodySchema, type PlanKey } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/authentication.ts';
import { viewedStudent } from '../../services/viewed-student.ts';
import { coursesOpenTo } from '../../services/payments/courses-open-to.ts';
import { liveSubscriptionsOf } from './billing-records.ts';
import { canManageBilling } from '../../policies/can-buy-plan.ts';

/** GET /api/payment/current-plan: the subscription plan (or null) and the courses open to the chosen student. */
export const getCurrentPlanRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/payment/current-plan',
    {
      schema: {
        tags: ['payment'],
        summary: 'My plan: subscription and open courses',
        response: { 200: currentPlanSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const student = await viewedStudent(request, undefined);
      const open = await coursesOpenTo(app.database.db, { user, student }, app.services.clock.now());
      const live = canManageBilling(user) ? await liveSubscriptionsOf(request) : [];
      return { subscription: (live[0]?.planKey as PlanKey | undefined) ?? null, courses: open.courses };
    },
  );
};
