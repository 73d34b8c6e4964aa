import { errorBodySchema } from '@codehop/api';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailOutbox } from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { requireStaff } from '../../plugins/require-staff.ts';
import { mailIdParamsSchema, outboxQuerySchema, staffOutboxEntrySchema } from '@codehop/api';

/**
 * GET /api/staff/outbox?status: the latest 100 mails (subject and state, never the body: it may hold
 * a reset link), and POST /api/staff/outbox/{mail_id}/resend: a failed mail goes back to the sender.
 */
export const staffOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/outbox',
    {
      schema: {
        tags: ['staff'],
        summary: 'Staff: the mail outbox',
        querystring: outboxQuerySchema,
        response: {
          200: z.array(staffOutboxEntrySchema),
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      requireStaff(request);
      const { status } = request.query;
      const rows = await app.database.db
        .select()
        .from(mailOutbox)
        .where(status ? eq(mailOutbox.status, status) : undefined)
        .orderBy(desc(mailOutbox.id))
        .limit(100);
      return rows.map((row) => ({
        id: row.id,
        to: row.toAddress,
        subject: row.subject,
        status: row.status,
        attempts: row.attempts,
        last_error: row.lastError,
        created_at: row.createdAt.toISOString(),
        sent_at: row.sentAt?.toISOString() ?? null,
      }));
    },
  );

  app.post(
    '/api/staff/outbox/:mail_id/resend',
    {
      schema: {
        tags: ['staff'],
        summary: 'Staff: send a failed mail again',
        params: mailIdParamsSchema,
        response: {
          200: z.object({ detail: z.string() }),
          401: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      requireStaff(request);
      const [resent] = await app.database.db
        .update(mailOutbox)
        .set({
          status: 'pending',
          attempts: 0,
          nextAttemptAt: app.services.clock.now(),
          lockedUntil: null,
        })
        .where(and(eq(mailOutbox.id, request.params.mail_id), eq(mailOutbox.status, 'failed')))
        .returning({ id: mailOutbox.id });
      if (!resent)
        throw new HttpError(409, 'Only a mail that failed can be sent again.', 'not_failed');
      app.services.wakeMailSender();
      return { detail: 'The mail is queued again.' };
    },
  );
};
