import { errorBodySchema, purchaseIdQuerySchema, refundEligibilitySchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refundEligibility, refundSettling } from '../../policies/refund-eligibility.ts';
import { ownPurchase } from './billing-records.ts';

/** GET /api/payment/refund-eligibility/{purchase_id}: whether the policy of spec §9 allows a refund, and why not. */
export const getRefundEligibilityRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/payment/refund-eligibility/:purchase_id',
    {
      schema: {
        tags: ['payment'],
        summary: 'Can this purchase be refunded?',
        params: purchaseIdQuerySchema,
        response: { 200: refundEligibilitySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const purchase = await ownPurchase(request, request.params.purchase_id);
      return refundEligibility(app.database.db, app.services.catalogue, purchase, app.services.clock.now(), refundSettling(app.services.payments));
    },
  );
};
