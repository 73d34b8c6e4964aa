import { classSchema, classTeachersUpdateRequestSchema, errorBodySchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { classAnswer, setClassTeachers } from './class-answer.ts';
import { managedClass, schoolAdmin } from './organization-context.ts';

/** PUT /api/organization/class-teachers: the admin sets who teaches a class. */
export const putClassTeachersRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/organization/class-teachers',
    {
      schema: {
        tags: ['organization'],
        summary: 'Set the teachers of a class (admins)',
        body: classTeachersUpdateRequestSchema,
        response: { 200: classSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const klass = await managedClass(request, schoolAdmin(request), request.body.class_id);
      await setClassTeachers(app.database.db, klass, request.body.teacher_ids);
      return classAnswer(request, klass);
    },
  );
};
