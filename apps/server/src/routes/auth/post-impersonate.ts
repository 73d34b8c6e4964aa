import { errorBodySchema, impersonationReasonSchema, sessionResponseSchema } from '@codehop/api';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { startImpersonation } from '../../commands/impersonation.ts';
import { deleteSession } from '../../commands/sessions.ts';
import { students, users } from '../../db/schema.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { mayImpersonate } from '../../policies/impersonation.ts';
import { isPlatformStaff } from '../../policies/platform-staff.ts';
import { sessionAnswer } from './session-answer.ts';

const idSchema = z.coerce.number({ error: 'Must be a number' }).int().positive().max(2_147_483_647);
const NOT_STAFF = () =>
  new HttpError(403, 'Only platform staff can view the product as someone else.', 'not_staff');

/**
 * POST /api/auth/impersonate/user?target_user_id and /student?target_student_id (spec/platform.md
 * §6, §7): platform staff see the product as that user (or that student), for 30 minutes at most,
 * under a banner; the audit log records who, whom, why (the required reason), when and from where.
 */
export const postImpersonateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/impersonate/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'Platform staff: view the product as a user',
        querystring: z.object({ target_user_id: idSchema }),
        body: impersonationReasonSchema,
        response: {
          200: sessionResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      if (!isPlatformStaff(auth)) throw NOT_STAFF();
      const [target] = await app.database.db
        .select()
        .from(users)
        .where(eq(users.id, request.query.target_user_id))
        .limit(1);
      if (!target) throw new HttpError(404, 'User not found', 'user_not_found');
      if (!mayImpersonate(auth, target))
        throw new HttpError(403, 'Staff accounts cannot be viewed as.', 'not_impersonable');
      return begin(request, reply, auth.user, target, null);
    },
  );

  app.post(
    '/api/auth/impersonate/student',
    {
      schema: {
        tags: ['auth'],
        summary:
          "Platform staff: view the product as a student (its family's account, that student chosen)",
        querystring: z.object({ target_student_id: idSchema }),
        body: impersonationReasonSchema,
        response: {
          200: sessionResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      if (!isPlatformStaff(auth)) throw NOT_STAFF();
      const { db } = app.database;
      const [student] = await db
        .select()
        .from(students)
        .where(eq(students.id, request.query.target_student_id))
        .limit(1);
      const ownerId = student?.parentUserId;
      const [target] = ownerId
        ? await db.select().from(users).where(eq(users.id, ownerId)).limit(1)
        : [];
      if (!student || !target) throw new HttpError(404, 'Student not found', 'student_not_found');
      if (!mayImpersonate(auth, target))
        throw new HttpError(403, 'Staff accounts cannot be viewed as.', 'not_impersonable');
      return begin(request, reply, auth.user, target, student);
    },
  );

  async function begin(
    request: Parameters<typeof sessionAnswer>[0] & { body: { reason: string } },
    reply: Parameters<typeof sessionAnswer>[1],
    staff: typeof users.$inferSelect,
    target: typeof users.$inferSelect,
    student: typeof students.$inferSelect | null,
  ) {
    // The staff member's own session ends here; Stop signs them in again as themselves.
    if (request.auth) await deleteSession(app.database.db, request.auth.session.id);
    const started = await startImpersonation(app.database.db, app.services.clock, {
      staff,
      target,
      student,
      reason: request.body.reason,
      ipAddress: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
    });
    const session = { ...started, studentId: student?.id ?? null };
    return sessionAnswer(request, reply, target, session, { raw: undefined, locale: undefined });
  }
};
