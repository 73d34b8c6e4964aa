import { errorBodySchema } from '@codehop/api';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailOutbox } from '../../db/schema.ts';
import { requireStaff } from '../../plugins/require-staff.ts';

/**
 * POST /api/user/send_emails?rows (platform staff): releases up to `rows` held campaign mails, oldest
 * first, to the sender loop, which delivers them with its retries; staff pace a large campaign.
 * Rows are taken with SKIP LOCKED, so two staff members releasing at once never release one twice.
 */
export const postSendEmailsRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/send_emails',
    {
      schema: {
        tags: ['user'],
        summary: 'Staff: send the next held campaign mails',
        querystring: z.object({ rows: z.coerce.number().int().min(1).max(10_000).default(100) }),
        response: {
          200: z.object({ released: z.number().int() }),
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      requireStaff(request);
      const released = await app.database.db.transaction(async (tx) => {
        const held = await tx
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(eq(mailOutbox.status, 'held'))
          .orderBy(asc(mailOutbox.id))
          .limit(request.query.rows)
          .for('update', { skipLocked: true });
        if (held.length === 0) return 0;
        const ids = held.map((row) => row.id);
        await tx
          .update(mailOutbox)
          .set({ status: 'pending', nextAttemptAt: app.services.clock.now() })
          .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.status, 'held')));
        return ids.length;
      });
      app.services.wakeMailSender();
      return { released };
    },
  );
};
