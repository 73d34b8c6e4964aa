import { errorBodySchema, unassignedPurchaseSchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireBillingUser } from './billing-records.ts';
import { firstUnassignedPurchase } from './unassigned-purchases.ts';

/** GET /api/payment/has-unassigned-purchases: a course bought and not yet given to a child who lacks it ('' when none). */
export const getHasUnassignedPurchasesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/payment/has-unassigned-purchases',
    {
      schema: {
        tags: ['payment'],
        summary: 'An unassigned course purchase, if any',
        response: { 200: unassignedPurchaseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      const user = requireBillingUser(request);
      const found = await firstUnassignedPurchase(app.database.db, user.id);
      return found ? { course_name: found.courseId, purchase_id: found.purchaseId } : { course_name: '', purchase_id: null };
    },
  );
};
