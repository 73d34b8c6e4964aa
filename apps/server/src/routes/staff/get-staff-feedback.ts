import { errorBodySchema } from '@codehop/api';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feedback } from '../../db/schema.ts';
import { requireStaff } from '../../plugins/require-staff.ts';
import { staffFeedbackEntrySchema } from '@codehop/api';

/** GET /api/staff/feedback: the latest 100 messages sent with the Feedback button. */
export const getStaffFeedbackRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/feedback',
    {
      schema: {
        tags: ['staff'],
        summary: 'Staff: the feedback received',
        response: {
          200: z.array(staffFeedbackEntrySchema),
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      requireStaff(request);
      const rows = await app.database.db
        .select()
        .from(feedback)
        .orderBy(desc(feedback.id))
        .limit(100);
      return rows.map((row) => ({
        id: row.id,
        rating: row.rating,
        message: row.message,
        from_email: row.fromEmail,
        created_at: row.createdAt.toISOString(),
      }));
    },
  );
};
