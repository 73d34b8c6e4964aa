import { classIdParamsSchema, classPictureLinkSchema, errorBodySchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pictureLoginTokenOf } from './class-picture-link.ts';
import { managedClass, schoolStaff } from './organization-context.ts';

/**
 * POST /api/organization/classes/{class_id}/picture-link: a new secret for the class's picture login
 * page; the old address stops working (a page left open at another school, a link shared too widely).
 */
export const postClassPictureLinkRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/organization/classes/:class_id/picture-link',
    {
      schema: {
        tags: ['organization'],
        summary: "A new address for the class's picture login page",
        params: classIdParamsSchema,
        response: { 200: classPictureLinkSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const klass = await managedClass(request, schoolStaff(request), request.params.class_id);
      return { token: await pictureLoginTokenOf(app.database.db, klass, true) };
    },
  );
};
