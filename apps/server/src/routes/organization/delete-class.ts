import { classIdParamsSchema, classSchema, detailResponseSchema, errorBodySchema, IF_MATCH_RULE, staleErrorSchema } from '@codehop/api';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schoolClasses } from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { canDeleteClass } from '../../policies/organization.ts';
import { ifMatchVersions, versionMatches } from '../../plugins/preconditions.ts';
import { CLASS_TAG, staleClass } from './class-precondition.ts';
import { managedClass, schoolStaff } from './organization-context.ts';

/**
 * DELETE /api/organization/classes/{class_id} (admins): the class goes; its students stay in the
 * school without a class, with all their progress.
 */
export const deleteClassRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/api/organization/classes/:class_id',
    { schema: { tags: ['organization'], summary: 'Delete a class (students and progress stay)', description: IF_MATCH_RULE, params: classIdParamsSchema, response: { 200: detailResponseSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 412: staleErrorSchema(classSchema) } } },
    async (request) => {
      const staff = schoolStaff(request);
      const klass = await managedClass(request, staff, request.params.class_id);
      if (!canDeleteClass(staff.user, klass)) throw new HttpError(403, 'Only the admins of your school can delete a class.', 'not_school_admin');
      const versions = ifMatchVersions(request, CLASS_TAG, klass.id);
      const deleted = await app.database.db
        .delete(schoolClasses)
        .where(and(eq(schoolClasses.id, klass.id), versionMatches(schoolClasses.version, versions)))
        .returning({ id: schoolClasses.id });
      if (deleted.length === 0) return staleClass(request, klass.id);
      return { detail: 'Class deleted' };
    },
  );
};
