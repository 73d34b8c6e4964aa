import { errorBodySchema, teacherCreateRequestSchema, teacherSchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { USER_TYPE_TEACHER } from '../../policies/organization.ts';
import { presentTeacher } from '../../presenters/organization.ts';
import { hashPassword } from '../../services/passwords.ts';
import { schoolAdmin } from './organization-context.ts';

export const EMAIL_TAKEN = 'An account with this e-mail already exists. Invite it by e-mail instead.';

/** POST /api/organization/teacher: an admin adds a teacher account directly (e-mail, name, password). */
export const postTeacherRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/organization/teacher',
    {
      schema: {
        tags: ['organization'],
        summary: 'Add a teacher (admins)',
        body: teacherCreateRequestSchema,
        response: { 201: teacherSchema, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const admin = schoolAdmin(request);
      const passwordHash = await hashPassword(request.body.password);
      try {
        const [teacher] = await app.database.db
          .insert(users)
          .values({ email: request.body.email, fullName: request.body.full_name, passwordHash, userType: USER_TYPE_TEACHER, organizationId: admin.organizationId })
          .returning();
        if (!teacher) throw new Error('teacher not created');
        return reply.status(201).send(presentTeacher(teacher, []));
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, EMAIL_TAKEN, 'email_taken');
        throw error;
      }
    },
  );
};
