import { errorBodySchema, IF_MATCH_RULE, staleErrorSchema, studentIdParamsSchema, studentSchema, studentUpdateRequestSchema } from '@codehop/api';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { USERNAME_TAKEN } from '../../commands/create-student.ts';
import { students } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { presentStudent } from '../../presenters/student.ts';
import { ifMatchVersions, nextVersion, versionMatches } from '../../plugins/preconditions.ts';
import { ownedStudent } from './owned-student.ts';
import { sendFamilyStudentTag, STUDENT_TAG, staleFamilyStudent } from './profile-precondition.ts';

/** PUT /api/profile/students/{student_id}: username and avatar. */
export const putStudentRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/profile/students/:student_id',
    {
      schema: {
        tags: ['profile'],
        summary: 'Rename a student or change the avatar',
        description: IF_MATCH_RULE,
        params: studentIdParamsSchema,
        body: studentUpdateRequestSchema,
        response: { 200: studentSchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 412: staleErrorSchema(studentSchema) },
      },
    },
    async (request, reply) => {
      const student = await ownedStudent(request, request.params.student_id);
      const versions = ifMatchVersions(request, STUDENT_TAG, student.id);
      let updated;
      try {
        [updated] = await app.database.db
          .update(students)
          .set({ username: request.body.username, character: request.body.character, version: nextVersion(students.version) })
          .where(and(eq(students.id, student.id), versionMatches(students.version, versions)))
          .returning();
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, USERNAME_TAKEN, 'username_taken');
        throw error;
      }
      if (!updated) return staleFamilyStudent(app.database.db, student.id);
      sendFamilyStudentTag(reply, updated);
      return presentStudent(updated);
    },
  );
};
