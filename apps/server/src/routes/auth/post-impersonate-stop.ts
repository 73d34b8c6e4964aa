import { errorBodySchema, sessionResponseSchema } from '@codehop/api';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endImpersonation } from '../../commands/impersonation.ts';
import { impersonations, users } from '../../db/schema.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { startSessionAnswer } from './session-answer.ts';

/**
 * POST /api/auth/impersonate/stop: ends the impersonation (written to the audit log) and signs the
 * staff member back in as themselves, on the staff page they came from.
 */
export const postImpersonateStopRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/impersonate/stop',
    {
      schema: {
        tags: ['auth'],
        summary: 'Stop viewing as someone else',
        response: { 200: sessionResponseSchema, 401: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const impersonationId = auth.session.impersonationId;
      if (impersonationId === null)
        throw new HttpError(409, 'You are not viewing as anyone.', 'not_impersonating');
      const { db } = app.database;
      const [record] = await db
        .select()
        .from(impersonations)
        .where(eq(impersonations.id, impersonationId))
        .limit(1);
      await endImpersonation(db, app.services.clock, impersonationId);
      const [staff] = record?.staffUserId
        ? await db.select().from(users).where(eq(users.id, record.staffUserId)).limit(1)
        : [];
      // The staff account may have lost its flag or gone meanwhile: then the browser is simply signed out.
      if (!staff?.isPlatformStaff)
        throw new HttpError(401, 'Not authenticated', 'not_authenticated');
      request.auth = null;
      return startSessionAnswer(request, reply, staff, {
        raw: '/staff',
        locale: staff.language ?? undefined,
      });
    },
  );
};
