import { errorBodySchema } from '@codehop/api';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailOutbox, users } from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { fileResponse, redirectResponse } from '../../plugins/response-shapes.ts';
import { publicBase } from '../../services/links.ts';
import { checkRedirect, safeLocale } from '../../services/redirect-rule.ts';
import { emailIdParamsSchema } from './campaign-schemas.ts';

/** A transparent 1x1 GIF: the open-tracking pixel. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

async function mailByPublicId(app: Parameters<FastifyPluginAsyncZod>[0], publicId: string) {
  const [row] = await app.database.db
    .select({ id: mailOutbox.id, userId: mailOutbox.userId, language: users.language })
    .from(mailOutbox)
    .leftJoin(users, eq(users.id, mailOutbox.userId))
    .where(eq(mailOutbox.publicId, publicId))
    .limit(1);
  return row;
}

/** Only this site's own pages: a local path, or an absolute address on PUBLIC_URL's origin (no open redirect). */
function ownSitePath(raw: string, base: string, locale: string): string | undefined {
  const origin = new URL(base).origin;
  const local = raw.startsWith(`${origin}/`) ? raw.slice(origin.length) : raw;
  const verdict = checkRedirect(local, locale);
  return verdict.ok ? verdict.path : undefined;
}

/**
 * The links in campaign and digest mail (spec/platform.md §7): GET /api/user/open/{email_id}
 * records the first open (the pixel) or click (with redirect_url, to this site's pages only);
 * GET and POST /api/user/unsubscribe/{email_id} unsubscribe with one click (POST is RFC 8058's
 * List-Unsubscribe-Post); POST /api/user/resubscribe/{email_id} undoes it ("Subscribe again" on the
 * unsubscribed page); GET /api/user/weekly-digest-off/{email_id} turns the digest off. The id is
 * the mail's random public id, so nobody can unsubscribe someone else by counting.
 */
export const mailLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/open/:email_id',
    {
      schema: {
        tags: ['user'],
        summary: 'Open pixel and click tracking of a campaign mail',
        params: emailIdParamsSchema,
        querystring: z.object({ redirect_url: z.string().max(2000).optional() }),
        response: {
          200: fileResponse('image/gif', 'The 1x1 pixel (without redirect_url)'),
          302: redirectResponse('To redirect_url, a page of this site'),
          400: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const mail = await mailByPublicId(app, request.params.email_id);
      const now = app.services.clock.now();
      const { redirect_url: redirectUrl } = request.query;
      if (redirectUrl !== undefined) {
        const target = ownSitePath(redirectUrl, publicBase(request), safeLocale(mail?.language));
        if (!target)
          throw new HttpError(400, 'This link does not lead to a Codehop page.', 'bad_redirect');
        if (mail) {
          await app.database.db
            .update(mailOutbox)
            .set({ clickedAt: now })
            .where(and(eq(mailOutbox.id, mail.id), isNull(mailOutbox.clickedAt)));
        }
        return reply.redirect(target, 302);
      }
      if (mail) {
        await app.database.db
          .update(mailOutbox)
          .set({ openedAt: now })
          .where(and(eq(mailOutbox.id, mail.id), isNull(mailOutbox.openedAt)));
      }
      return reply.header('cache-control', 'no-store').type('image/gif').send(PIXEL);
    },
  );

  async function unsubscribe(publicId: string): Promise<{ found: boolean; locale: string }> {
    const mail = await mailByPublicId(app, publicId);
    if (!mail?.userId) return { found: false, locale: 'en' };
    await app.database.db
      .update(users)
      .set({ unsubscribedAt: app.services.clock.now() })
      .where(and(eq(users.id, mail.userId), isNull(users.unsubscribedAt)));
    return { found: true, locale: safeLocale(mail.language) };
  }

  app.get(
    '/api/user/unsubscribe/:email_id',
    {
      schema: {
        tags: ['user'],
        summary: 'Unsubscribe from campaign mail (the link in the mail)',
        params: emailIdParamsSchema,
        response: { 302: redirectResponse('To the unsubscribed page (?invalid=1 for an unknown mail)') },
      },
    },
    async (request, reply) => {
      const { found, locale } = await unsubscribe(request.params.email_id);
      // The page gets the mail's id back, so "Subscribe again" can undo it with the same link's key.
      const query = found ? `?mail=${encodeURIComponent(request.params.email_id)}` : '?invalid=1';
      return reply.redirect(`/${locale}/unsubscribed${query}`, 302);
    },
  );

  app.post(
    '/api/user/unsubscribe/:email_id',
    {
      // A mail client posts this on the user's behalf (RFC 8058): no session, no CSRF token.
      config: { csrf: false },
      schema: {
        tags: ['user'],
        summary: 'One-click unsubscribe (List-Unsubscribe-Post)',
        params: emailIdParamsSchema,
        response: { 200: z.object({ detail: z.string() }), 404: errorBodySchema },
      },
    },
    async (request) => {
      const { found } = await unsubscribe(request.params.email_id);
      if (!found) throw new HttpError(404, 'Unknown mail', 'mail_not_found');
      return { detail: 'You are unsubscribed.' };
    },
  );

  app.post(
    '/api/user/resubscribe/:email_id',
    {
      // The unsubscribed page calls it for whoever holds the mail's id, signed in or not: the id is the key.
      config: { csrf: false },
      schema: {
        tags: ['user'],
        summary: 'Subscribe to campaign mail again (the unsubscribed page, with the same mail id)',
        params: emailIdParamsSchema,
        response: { 200: z.object({ detail: z.string() }), 404: errorBodySchema },
      },
    },
    async (request) => {
      const mail = await mailByPublicId(app, request.params.email_id);
      if (!mail?.userId) throw new HttpError(404, 'Unknown mail', 'mail_not_found');
      await app.database.db
        .update(users)
        .set({ unsubscribedAt: null })
        .where(eq(users.id, mail.userId));
      return { detail: 'You will get our news again.' };
    },
  );

  app.get(
    '/api/user/weekly-digest-off/:email_id',
    {
      schema: {
        tags: ['user'],
        summary: 'Turn off the weekly digest (the link in the digest)',
        params: emailIdParamsSchema,
        response: { 302: redirectResponse('To the unsubscribed page (?digest=1, or ?invalid=1 for an unknown mail)') },
      },
    },
    async (request, reply) => {
      const mail = await mailByPublicId(app, request.params.email_id);
      if (mail?.userId)
        await app.database.db
          .update(users)
          .set({ weeklyDigest: false })
          .where(eq(users.id, mail.userId));
      return reply.redirect(
        `/${safeLocale(mail?.language)}/unsubscribed?${mail?.userId ? 'digest=1' : 'invalid=1'}`,
        302,
      );
    },
  );
};
