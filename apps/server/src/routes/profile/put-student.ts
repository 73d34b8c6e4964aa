import { errorBodySchema, studentIdParamsSchema, studentSchema, studentUpdateRequestSchema } from '@codehop/api';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { USERNAME_TAKEN } from '../../commands/create-student.ts';
import { students } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { presentStudent } from '../../presenters/student.ts';
import { ownedStudent } from './owned-student.ts';

/** PUT /api/profile/students/{student_id}: username and avatar. */
export const putStudentRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/profile/students/:student_id',
    {
      schema: {
        tags: ['profile'],
        summary: 'Rename a student or change the avatar',
        params: studentIdParamsSchema,
        body: studentUpdateRequestSchema,
        response: { 200: studentSchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const student = await ownedStudent(request, request.params.student_id);
      try {
        const [updated] = await app.database.db
          .update(students)
          .set({ username: request.body.username, character: request.body.character })
          .where(eq(students.id, student.id))
          .returning();
        if (!updated) throw new HttpError(404, 'Student not found', 'student_not_found');
        return presentStudent(updated);
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, USERNAME_TAKEN, 'username_taken');
        throw error;
      }
    },
  );
};
