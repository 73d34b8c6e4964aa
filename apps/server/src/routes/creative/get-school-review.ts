import { creativeLevelPageSchema, creativeReviewQuerySchema, errorBodySchema } from '@codehop/api';
import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creativeLevels, users } from '../../db/schema.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { canModerateSchoolLevels } from '../../policies/can-view-creative-level.ts';
import { listCreativeLevels } from '../../services/creative-lists.ts';

/**
 * GET /api/level/creative/school/review: the levels the students of the teacher's school shared
 * with it ("Share with School"), for the teacher's approve-and-hide screen (issue 20). `waiting`
 * are neither approved nor hidden yet; `checked` are approved or hidden, so a hidden level can be
 * shown again. School staff only (policies/can-view-creative-level.ts).
 */
export const getSchoolReviewRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/level/creative/school/review',
    {
      schema: {
        tags: ['creative'],
        summary: "Levels shared with the teacher's school, to approve or hide",
        querystring: creativeReviewQuerySchema,
        response: {
          200: creativeLevelPageSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const organizationId = auth.user.organizationId;
      if (!canModerateSchoolLevels(auth.user, organizationId)) {
        throw new HttpError(403, 'Only the teachers of a school check its levels.', 'not_moderator');
      }
      const { state, ...query } = request.query;
      const waiting = and(isNull(creativeLevels.schoolApprovedAt), isNull(creativeLevels.hiddenAt));
      const checked = or(isNotNull(creativeLevels.schoolApprovedAt), isNotNull(creativeLevels.hiddenAt));
      const ofSchool = and(
        eq(creativeLevels.schoolVisible, true),
        state === 'waiting' ? waiting : checked,
        sql`exists (select 1 from ${users} u where u.id = ${creativeLevels.userId} and u.organization_id = ${organizationId})`,
      );
      return listCreativeLevels(app.database.db, ofSchool, { ...query, viewerId: auth.user.id });
    },
  );
};
