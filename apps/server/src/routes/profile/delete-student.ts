import { detailResponseSchema, errorBodySchema, IF_MATCH_RULE, staleErrorSchema, studentIdParamsSchema, studentSchema } from '@codehop/api';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { students } from '../../db/schema.ts';
import { ifMatchVersions, versionMatches } from '../../plugins/preconditions.ts';
import { ownedStudent } from './owned-student.ts';
import { STUDENT_TAG, staleFamilyStudent } from './profile-precondition.ts';

/** DELETE /api/profile/students/{student_id}: the student and their progress; sessions playing as them fall back to none. */
export const deleteStudentRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/api/profile/students/:student_id',
    {
      schema: {
        tags: ['profile'],
        summary: 'Delete a student',
        description: IF_MATCH_RULE,
        params: studentIdParamsSchema,
        response: { 200: detailResponseSchema, 401: errorBodySchema, 404: errorBodySchema, 412: staleErrorSchema(studentSchema) },
      },
    },
    async (request) => {
      const student = await ownedStudent(request, request.params.student_id);
      const versions = ifMatchVersions(request, STUDENT_TAG, student.id);
      const deleted = await app.database.db
        .delete(students)
        .where(and(eq(students.id, student.id), versionMatches(students.version, versions)))
        .returning({ id: students.id });
      if (deleted.length === 0) return staleFamilyStudent(app.database.db, student.id);
      return { detail: 'Student deleted' };
    },
  );
};
