import { errorBodySchema, pictureClassParamsSchema, pictureClassQuerySchema, pictureClassSchema } from '@codehop/api';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { classStudents, organizations, schoolClasses, students } from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { sortedByName } from '../../presenters/name-order.ts';
import { safeLocale } from '../../services/redirect-rule.ts';
import { SCHOOL_RATE_LIMITS } from '../../services/school-credentials.ts';

const PICTURE_CLASS_NOT_FOUND = new HttpError(404, 'This picture login page does not exist any more. Ask your teacher for the new one.', 'picture_class_not_found');

/**
 * GET /api/organization/picture-class/{token}: the class's picture login page (issue 41), for
 * children who cannot type yet: the school, the class and its pupils who have pictures, to tap a name
 * instead of typing it. The token is the class's own secret (never its join code, which lets anyone
 * join); names are no secret, the pictures are. A class with pictures off has no such page (404).
 */
export const getPictureClassRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organization/picture-class/:token',
    {
      config: { rateLimit: SCHOOL_RATE_LIMITS.pictureClass },
      schema: {
        tags: ['organization'],
        summary: "A class's picture login page: its names to tap",
        params: pictureClassParamsSchema,
        querystring: pictureClassQuerySchema,
        response: { 200: pictureClassSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const { db } = app.database;
      const [row] = await db
        .select({ klass: schoolClasses, organization: organizations })
        .from(schoolClasses)
        .innerJoin(organizations, eq(organizations.id, schoolClasses.organizationId))
        .where(and(eq(schoolClasses.pictureLoginToken, request.params.token), eq(schoolClasses.picturePasswords, true)))
        .limit(1);
      if (!row) throw PICTURE_CLASS_NOT_FOUND;
      const pupils = await db
        .select({ id: students.id, username: students.username, character: students.character })
        .from(classStudents)
        .innerJoin(students, eq(students.id, classStudents.studentId))
        .where(and(eq(classStudents.classId, row.klass.id), isNotNull(students.picturePasswordHash)));
      return {
        organization_slug: row.organization.slug,
        organization_name: row.organization.name,
        class_name: row.klass.name,
        students: sortedByName(pupils, (pupil) => pupil.username, safeLocale(request.query.locale)),
      };
    },
  );
};
