import { classIdParamsSchema, classPictureLinkSchema, errorBodySchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pictureLoginTokenOf } from './class-picture-link.ts';
import { managedClass, schoolStaff } from './organization-context.ts';

/**
 * GET /api/organization/classes/{class_id}/picture-link: the secret of the class's picture login
 * page (login-org/{slug}/class/{token}), made the first time a teacher asks. Whoever manages the class.
 */
export const getClassPictureLinkRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organization/classes/:class_id/picture-link',
    {
      schema: {
        tags: ['organization'],
        summary: "The class's picture login page",
        params: classIdParamsSchema,
        response: { 200: classPictureLinkSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const klass = await managedClass(request, schoolStaff(request), request.params.class_id);
      return { token: await pictureLoginTokenOf(app.database.db, klass) };
    },
  );
};
