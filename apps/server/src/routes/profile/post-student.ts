import { errorBodySchema, studentCreateRequestSchema, studentSchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createStudent } from '../../commands/create-student.ts';
import { familyAccount } from './owned-student.ts';
import { presentStudent } from '../../presenters/student.ts';

/** POST /api/profile/students: adds a student (username, avatar; Rabbit by default). */
export const postStudentRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/profile/students',
    {
      schema: {
        tags: ['profile'],
        summary: 'Add a student',
        body: studentCreateRequestSchema,
        response: { 201: studentSchema, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const auth = familyAccount(request);
      const student = await createStudent(app.database.db, auth.user.id, request.body);
      return reply.status(201).send(presentStudent(student));
    },
  );
};
