import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailOutbox } from '../../db/schema.ts';

const outboxEntrySchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});

/**
 * GET /api/dev/outbox: the latest 100 messages, so a developer without SMTP can open verification
 * and reset links. Registered only outside production or with DEV_OUTBOX=1: it shows secret links.
 */
export const getDevOutboxRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Development only: the mail outbox',
        response: { 200: z.array(outboxEntrySchema) },
      },
    },
    async () => {
      const rows = await app.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(100);
      return rows.map((row) => ({
        id: row.id,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        status: row.status,
        attempts: row.attempts,
        last_error: row.lastError,
        created_at: row.createdAt.toISOString(),
        sent_at: row.sentAt?.toISOString() ?? null,
      }));
    },
  );
};
