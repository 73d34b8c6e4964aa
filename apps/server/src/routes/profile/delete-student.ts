import { detailResponseSchema, errorBodySchema, studentIdParamsSchema } from '@codehop/api';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { students } from '../../db/schema.ts';
import { ownedStudent } from './owned-student.ts';

/** DELETE /api/profile/students/{student_id}: the student and their progress; sessions playing as them fall back to none. */
export const deleteStudentRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/api/profile/students/:student_id',
    {
      schema: {
        tags: ['profile'],
        summary: 'Delete a student',
        params: studentIdParamsSchema,
        response: { 200: detailResponseSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const student = await ownedStudent(request, request.params.student_id);
      await app.database.db.delete(students).where(eq(students.id, student.id));
      return { detail: 'Student deleted' };
    },
  );
};
