import { errorBodySchema } from '@codehop/api';
import { desc, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { impersonationActions, impersonations } from '../../db/schema.ts';
import { requireStaff } from '../../plugins/require-staff.ts';
import { staffImpersonationEntrySchema } from '@codehop/api';

/** GET /api/staff/impersonations: the audit log, newest first, with what was changed in each. */
export const getStaffImpersonationsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/impersonations',
    {
      schema: {
        tags: ['staff'],
        summary: 'Staff: the impersonation audit log',
        response: {
          200: z.array(staffImpersonationEntrySchema),
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      requireStaff(request);
      const { db } = app.database;
      const rows = await db
        .select()
        .from(impersonations)
        .orderBy(desc(impersonations.id))
        .limit(100);
      const actions =
        rows.length === 0
          ? []
          : await db
              .select()
              .from(impersonationActions)
              .where(
                inArray(
                  impersonationActions.impersonationId,
                  rows.map((row) => row.id),
                ),
              )
              .orderBy(impersonationActions.id);
      return rows.map((row) => ({
        id: row.id,
        staff_email: row.staffEmail,
        target_email: row.targetEmail,
        target_student_username: row.targetStudentUsername,
        reason: row.reason,
        ip_address: row.ipAddress,
        user_agent: row.userAgent,
        started_at: row.startedAt.toISOString(),
        expires_at: row.expiresAt.toISOString(),
        ended_at: row.endedAt?.toISOString() ?? null,
        actions: actions
          .filter((action) => action.impersonationId === row.id)
          .map((action) => ({
            method: action.method,
            url: action.url,
            status_code: action.statusCode,
            fields: action.fields,
            at: action.at.toISOString(),
          })),
      }));
    },
  );
};
