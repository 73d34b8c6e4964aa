import { errorBodySchema } from '@codehop/api';
import { desc, ilike, inArray, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { students, users } from '../../db/schema.ts';
import { requireStaff } from '../../plugins/require-staff.ts';
import { presentStaffUser } from './present-staff-user.ts';
import { schoolStudentsOf } from './staff-school-students.ts';
import { searchQuerySchema, staffUserSummarySchema } from '@codehop/api';

/** Escapes LIKE's wildcards, so "a_b" finds "a_b" and not "axb". */
export function likePattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** GET /api/staff/users?query: accounts whose e-mail, name or student username contains the words. */
export const getStaffUsersRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/users',
    {
      schema: {
        tags: ['staff'],
        summary: 'Staff: find accounts by e-mail, name or student username',
        querystring: searchQuerySchema,
        response: {
          200: z.array(staffUserSummarySchema),
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      requireStaff(request);
      const { db } = app.database;
      const pattern = likePattern(request.query.query);
      const byStudent = db
        .select({ id: students.parentUserId })
        .from(students)
        .where(ilike(students.username, pattern));
      const found = await db
        .select()
        .from(users)
        .where(
          or(
            ilike(users.email, pattern),
            ilike(users.fullName, pattern),
            inArray(users.id, byStudent),
          ),
        )
        .orderBy(desc(users.id))
        .limit(25);
      const family =
        found.length === 0
          ? []
          : await db
              .select()
              .from(students)
              .where(
                inArray(
                  students.parentUserId,
                  found.map((user) => user.id),
                ),
              );
      const atSchool = await schoolStudentsOf(db, found);
      return found.map((user) =>
        presentStaffUser(
          user,
          family
            .filter((student) => student.parentUserId === user.id)
            .map((student) => ({ id: student.id, username: student.username })),
          atSchool.get(user.id) ?? null,
        ),
      );
    },
  );
};
