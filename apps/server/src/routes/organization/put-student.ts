import { errorBodySchema, IF_MATCH_RULE, schoolStudentSchema, schoolStudentUpdateRequestSchema, staleErrorSchema, studentIdParamsSchema } from '@codehop/api';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { placeInClass, SCHOOL_USERNAME_TAKEN } from '../../commands/school-students.ts';
import { students, users } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { presentSchoolStudent } from '../../presenters/organization.ts';
import { ifMatchVersions, nextVersion, versionMatches } from '../../plugins/preconditions.ts';
import { hashStudentPassword } from '../../services/school-credentials.ts';
import { managedClass, managedStudent, schoolStaff } from './organization-context.ts';
import { classOfStudent } from './student-class.ts';
import { sendStudentTag, STUDENT_TAG, StaleWrite, staleSchoolStudent } from './student-precondition.ts';

/**
 * PUT /api/organization/students/{student_id}: username and avatar (spec), and ours: class, a new
 * password, the assistant switch and its daily limit (0 = "disabled by admin").
 */
export const putSchoolStudentRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/organization/students/:student_id',
    {
      schema: {
        tags: ['organization'],
        summary: 'Edit a school student',
        description: IF_MATCH_RULE,
        params: studentIdParamsSchema,
        body: schoolStudentUpdateRequestSchema,
        response: { 200: schoolStudentSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 412: staleErrorSchema(schoolStudentSchema), 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const staff = schoolStaff(request);
      const student = await managedStudent(request, staff, request.params.student_id);
      const body = request.body;
      if (body.class_id !== undefined) await managedClass(request, staff, body.class_id);
      const { db } = app.database;
      const passwordHash = body.password ? await hashStudentPassword(body.password) : null;
      const versions = ifMatchVersions(request, STUDENT_TAG, student.id);
      try {
        await db.transaction(async (tx) => {
          // The students row first: its conditional write checks the tag and locks the row.
          const [written] = await tx
            .update(students)
            .set({
              username: body.username,
              character: body.character,
              ...(body.assistant_enabled !== undefined ? { assistantEnabled: body.assistant_enabled } : {}),
              ...(body.assistant_attempt_limit !== undefined ? { assistantAttemptLimit: body.assistant_attempt_limit } : {}),
              version: nextVersion(students.version),
            })
            .where(and(eq(students.id, student.id), versionMatches(students.version, versions)))
            .returning({ id: students.id });
          if (!written) throw new StaleWrite();
          if (passwordHash && student.parentUserId !== null) await tx.update(users).set({ passwordHash }).where(eq(users.id, student.parentUserId));
          if (body.class_id !== undefined) await placeInClass(tx, [student.id], body.class_id);
        });
      } catch (error) {
        if (error instanceof StaleWrite) return staleSchoolStudent(db, student.id);
        if (isUniqueViolation(error)) throw new HttpError(409, SCHOOL_USERNAME_TAKEN, 'username_taken');
        throw error;
      }
      const [updated] = await db.select().from(students).where(eq(students.id, student.id)).limit(1);
      sendStudentTag(reply, updated ?? student);
      return presentSchoolStudent(updated ?? student, await classOfStudent(db, student.id));
    },
  );
};
