import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailOutbox } from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { sameSecret } from '../../services/secret-token.ts';
import { outboxPage } from './outbox-page.ts';

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
 * GET /api/dev/outbox: the latest 100 messages, so whoever runs Codehop without SMTP can open
 * verification and reset links (as JSON, or at /page as a page for a browser). It shows secret links, so it
 * exists only outside production, with DEV_OUTBOX=1, or, on a production start without SMTP,
 * behind `accessKey`: a random key printed in the start-up log for the person at the console and
 * nobody else (a wrong or missing key answers 404, as if there were no such page).
 */
export function getDevOutboxRoute(accessKey?: string): FastifyPluginAsyncZod {
  return async (app) => {
    const keySchema = z.object({ key: z.string().max(200).optional() });
    const checkKey = (key: string | undefined) => {
      if (accessKey !== undefined && !sameSecret(key ?? '', accessKey)) throw new HttpError(404, 'Not Found', 'not_found');
    };
    const latest = async () => {
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
    };

    app.get(
      '/api/dev/outbox',
      {
        schema: {
          hide: true,
          tags: ['dev'],
          summary: 'Development only: the mail outbox',
          querystring: keySchema,
          response: { 200: z.array(outboxEntrySchema) },
        },
      },
      async (request) => {
        checkKey(request.query.key);
        return latest();
      },
    );

    // The same messages as a page with clickable links, for a person in a browser.
    app.get(
      '/api/dev/outbox/page',
      { schema: { hide: true, tags: ['dev'], summary: 'Development only: the mail outbox as a page', querystring: keySchema } },
      async (request, reply) => {
        checkKey(request.query.key);
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(outboxPage(await latest()));
      },
    );
  };
}
