import { classIdParamsSchema, classSchema, errorBodySchema, IF_MATCH_RULE } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { classAnswer } from './class-answer.ts';
import { sendClassTag } from './class-precondition.ts';
import { managedClass, schoolStaff } from './organization-context.ts';

/** GET /api/organization/classes/{class_id}: 404 unless the caller teaches or administers it. */
export const getClassRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organization/classes/:class_id',
    { schema: { tags: ['organization'], summary: 'One class', description: IF_MATCH_RULE, params: classIdParamsSchema, response: { 200: classSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema } } },
    async (request, reply) => {
      const klass = await managedClass(request, schoolStaff(request), request.params.class_id);
      sendClassTag(reply, klass);
      return classAnswer(request, klass);
    },
  );
};
