import { classIdParamsSchema, detailResponseSchema, errorBodySchema } from '@codehop/api';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schoolClasses } from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { canDeleteClass } from '../../policies/organization.ts';
import { managedClass, schoolStaff } from './organization-context.ts';

/**
 * DELETE /api/organization/classes/{class_id} (admins): the class goes; its students stay in the
 * school without a class, with all their progress.
 */
export const deleteClassRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/api/organization/classes/:class_id',
    { schema: { tags: ['organization'], summary: 'Delete a class (students and progress stay)', params: classIdParamsSchema, response: { 200: detailResponseSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema } } },
    async (request) => {
      const staff = schoolStaff(request);
      const klass = await managedClass(request, staff, request.params.class_id);
      if (!canDeleteClass(staff.user, klass)) throw new HttpError(403, 'Only the admins of your school can delete a class.', 'not_school_admin');
      await app.database.db.delete(schoolClasses).where(eq(schoolClasses.id, klass.id));
      return { detail: 'Class deleted' };
    },
  );
};
