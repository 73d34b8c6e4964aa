import { chooseStudentResponseSchema, errorBodySchema, studentIdParamsSchema } from '@codehop/api';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessions, students, users } from '../../db/schema.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { canPlayAsStudent } from '../../policies/can-manage-student.ts';
import { presentLastPlayed } from '../../presenters/student.ts';

/**
 * POST /api/auth/choose_student/{student_id}: this session now plays as that student; the answer's
 * last_played tells the app where to go (that level, or home).
 */
export const postChooseStudentRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/choose_student/:student_id',
    {
      schema: {
        tags: ['auth'],
        summary: 'Choose the student to play as',
        params: studentIdParamsSchema,
        response: { 200: chooseStudentResponseSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { db } = app.database;
      const [student] = await db.select().from(students).where(eq(students.id, request.params.student_id)).limit(1);
      // Another family's student answers like a missing one: ids reveal nothing.
      if (!student || !(await canPlayAsStudent(db, auth.user, student))) throw new HttpError(404, 'Student not found', 'student_not_found');
      await db.transaction(async (tx) => {
        await tx.update(sessions).set({ studentId: student.id }).where(eq(sessions.id, auth.session.id));
        await tx.update(users).set({ lastStudentId: student.id }).where(eq(users.id, auth.user.id));
      });
      return { student_id: student.id, last_played: presentLastPlayed(student) };
    },
  );
};
