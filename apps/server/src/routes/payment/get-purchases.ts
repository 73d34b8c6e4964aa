import { errorBodySchema, purchaseListSchema } from '@codehop/api';
import { desc, eq, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { purchases, students } from '../../db/schema.ts';
import { presentPurchase } from '../../presenters/purchase.ts';
import { requireBillingUser } from './billing-records.ts';

/** GET /api/payment/purchases: the billing page's list, newest first (an organisation's for its admin). */
export const getPurchasesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/payment/purchases',
    {
      schema: {
        tags: ['payment'],
        summary: 'My purchases and payments',
        response: { 200: purchaseListSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      const user = requireBillingUser(request);
      const whose =
        user.userType === 2 && user.organizationId !== null
          ? or(eq(purchases.userId, user.id), eq(purchases.organizationId, user.organizationId))
          : eq(purchases.userId, user.id);
      const rows = await app.database.db
        .select({ purchase: purchases, username: students.username })
        .from(purchases)
        .leftJoin(students, eq(students.id, purchases.studentId))
        .where(whose)
        .orderBy(desc(purchases.purchasedAt), desc(purchases.id))
        .limit(200);
      return rows.map((row) => presentPurchase(row.purchase, row.username));
    },
  );
};
