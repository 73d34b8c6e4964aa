import { classIdParamsSchema, classProgressSchema, courseQuerySchemaForProgress, errorBodySchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { classProgress } from './class-progress-data.ts';
import { managedClass, schoolStaff } from './organization-context.ts';

/** GET /api/organization/classes/{class_id}/progress?course (ours): the class page's heatmap. */
export const getClassProgressRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organization/classes/:class_id/progress',
    {
      schema: {
        tags: ['organization'],
        summary: "A class's progress: students x levels",
        params: classIdParamsSchema,
        querystring: courseQuerySchemaForProgress,
        response: { 200: classProgressSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => classProgress(request, await managedClass(request, schoolStaff(request), request.params.class_id), request.query.course, request.query.chapters),
  );
};
