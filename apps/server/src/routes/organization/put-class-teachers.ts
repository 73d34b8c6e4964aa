import { classSchema, classTeachersUpdateRequestSchema, errorBodySchema, IF_MATCH_RULE, staleErrorSchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ifMatchVersions } from '../../plugins/preconditions.ts';
import { classAnswer, setClassTeachers } from './class-answer.ts';
import { CLASS_TAG, sendClassTag, staleClass } from './class-precondition.ts';
import { managedClass, schoolAdmin } from './organization-context.ts';

/** PUT /api/organization/class-teachers: the admin sets who teaches a class (If-Match: the class's tag). */
export const putClassTeachersRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/organization/class-teachers',
    {
      schema: {
        tags: ['organization'],
        summary: 'Set the teachers of a class (admins)',
        description: `${IF_MATCH_RULE} The tag is the class's (GET /api/organization/classes/{class_id} or /api/organization/class-teachers/{class_id}).`,
        body: classTeachersUpdateRequestSchema,
        response: { 200: classSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 412: staleErrorSchema(classSchema), 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const klass = await managedClass(request, schoolAdmin(request), request.body.class_id);
      const saved = await setClassTeachers(app.database.db, klass, request.body.teacher_ids, ifMatchVersions(request, CLASS_TAG, klass.id));
      if (!saved) return staleClass(request, klass.id);
      sendClassTag(reply, saved);
      return classAnswer(request, saved);
    },
  );
};
