import { errorBodySchema } from '@codehop/api';
import { count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  impersonations,
  levelProgress,
  mailOutbox,
  purchases,
  students,
  subscriptions,
  users,
} from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { requireStaff } from '../../plugins/require-staff.ts';
import { presentLastPlayed } from '../../presenters/student.ts';
import { presentStaffUser } from './present-staff-user.ts';
import { schoolStudentsOf } from './staff-school-students.ts';
import { billingHistory } from './staff-billing.ts';
import { membershipOf } from './staff-membership.ts';
import { staffUserDetailSchema, userIdParamsSchema } from '@codehop/api';

/**
 * GET /api/staff/users/{user_id}: one account with its organisation, what it bought (and for which
 * child), its students' progress, its mail and who viewed it.
 */
export const getStaffUserRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/users/:user_id',
    {
      schema: {
        tags: ['staff'],
        summary: 'Staff: one account, its organisation, purchases, students, progress and mail',
        params: userIdParamsSchema,
        response: {
          200: staffUserDetailSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      requireStaff(request);
      const { db } = app.database;
      const [user] = await db
        .select()
        .from(users)
        .where(eq(users.id, request.params.user_id))
        .limit(1);
      if (!user) throw new HttpError(404, 'User not found', 'user_not_found');
      const family = await db
        .select()
        .from(students)
        .where(eq(students.parentUserId, user.id))
        .orderBy(students.id);
      const counts =
        family.length === 0
          ? []
          : await db
              .select({
                studentId: levelProgress.studentId,
                status: levelProgress.status,
                value: count(),
              })
              .from(levelProgress)
              .where(
                inArray(
                  levelProgress.studentId,
                  family.map((student) => student.id),
                ),
              )
              .groupBy(levelProgress.studentId, levelProgress.status);
      const countOf = (studentId: number, complete: boolean) =>
        counts
          .filter(
            (row) => row.studentId === studentId && (complete ? row.status === 'complete' : true),
          )
          .reduce((sum, row) => sum + row.value, 0);
      const mail = await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, user.email))
        .orderBy(desc(mailOutbox.id))
        .limit(20);
      const viewed = await db
        .select()
        .from(impersonations)
        .where(eq(impersonations.targetUserId, user.id))
        .orderBy(desc(impersonations.id))
        .limit(20);
      const billing = await billingHistory(db, app.services.clock.now(), {
        purchases: eq(purchases.userId, user.id),
        subscriptions: eq(subscriptions.userId, user.id),
      });
      const organization = await membershipOf(db, user);
      const progress = family.map((student) => ({
        id: student.id,
        username: student.username,
        character: student.character,
        levels_completed: countOf(student.id, true),
        levels_started: countOf(student.id, false),
        last_played: presentLastPlayed(student),
      }));
      return {
        ...presentStaffUser(user, progress, (await schoolStudentsOf(db, [user])).get(user.id) ?? null),
        organization,
        ...billing,
        mail: mail.map((row) => ({
          id: row.id,
          subject: row.subject,
          status: row.status,
          created_at: row.createdAt.toISOString(),
          sent_at: row.sentAt?.toISOString() ?? null,
        })),
        impersonations: viewed.map((row) => ({
          staff_email: row.staffEmail,
          reason: row.reason,
          started_at: row.startedAt.toISOString(),
          ended_at: row.endedAt?.toISOString() ?? null,
        })),
      };
    },
  );
};
