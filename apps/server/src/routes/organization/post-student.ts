import { errorBodySchema, schoolStudentCreateRequestSchema, schoolStudentSchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createSchoolStudents } from '../../commands/school-students.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { presentSchoolStudent } from '../../presenters/organization.ts';
import { managedClass, schoolStaff } from './organization-context.ts';

/** POST /api/organization/students: one student with a username and password, in one of the caller's classes. */
export const postSchoolStudentRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/organization/students',
    {
      schema: {
        tags: ['organization'],
        summary: 'Add a school student',
        body: schoolStudentCreateRequestSchema,
        response: { 201: schoolStudentSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const staff = schoolStaff(request);
      const klass = await managedClass(request, staff, request.body.class_id);
      const { students } = await createSchoolStudents(app.database.db, staff.organizationId, klass.id, [request.body], app.services.clock.now()).catch((error: unknown) => {
        // One row: its error is the username's.
        if (error instanceof HttpError && error.statusCode === 422 && error.errors?.[0]) {
          throw new HttpError(422, 'Validation Error', 'validation_error', [{ field: 'username', location: 'body', message: error.errors[0].message.replace(/^Row 1 \([^)]*\): /, '') }]);
        }
        throw error;
      });
      const [student] = students;
      if (!student) throw new Error('student not created');
      return reply.status(201).send(presentSchoolStudent(student, klass));
    },
  );
};
