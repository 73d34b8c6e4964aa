import {
  creativeLevelIdParamsSchema,
  creativeModerationResponseSchema,
  creativeReportRequestSchema,
  creativeReportResponseSchema,
  errorBodySchema,
} from '@codehop/api';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creativeLevelReports, creativeLevels, users } from '../../db/schema.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import {
  canModerateSchoolLevels,
  canViewCreativeLevel,
} from '../../policies/can-view-creative-level.ts';
import { isPlatformStaff } from '../../policies/platform-staff.ts';
import { visibleCreativeLevelById } from './creative-level-by-id.ts';

/**
 * Reports and moderation: anyone signed in reports a level they can see (it counts once per
 * player; again is thanked, not counted); platform staff hide any level, and a teacher or admin
 * of the creator's school approves, hides or shows again a school-shared one, also after hiding
 * it (which only they and staff still can). A hidden level is listed and playable for its creator only.
 */
export const moderateCreativeLevelRoute: FastifyPluginAsyncZod = async (app) => {
  const params = creativeLevelIdParamsSchema;
  const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

  app.post(
    '/api/level/creative/:creative_level_id/report',
    {
      schema: {
        tags: ['creative'],
        summary: 'Report a creative level',
        params,
        body: creativeReportRequestSchema,
        response: { 200: creativeReportResponseSchema, ...errors, 422: errorBodySchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { level } = await visibleCreativeLevelById(request, request.params.creative_level_id);
      const added = await app.database.db
        .insert(creativeLevelReports)
        .values({ levelId: level.id, userId: auth.user.id, reason: request.body.reason })
        .onConflictDoNothing()
        .returning({ id: creativeLevelReports.id });
      return {
        detail: 'Thank you. Our team will look at this level.',
        already_reported: added.length === 0,
      };
    },
  );

  const moderate = (action: 'hide' | 'unhide' | 'approve') =>
    app.post(
      `/api/level/creative/:creative_level_id/${action}`,
      {
        schema: {
          tags: ['creative'],
          summary: `${action} a creative level (staff; a teacher for school levels)`,
          params,
          response: { 200: creativeModerationResponseSchema, ...errors },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const [found] = await app.database.db
          .select({ level: creativeLevels, creatorOrganizationId: users.organizationId })
          .from(creativeLevels)
          .innerJoin(users, eq(users.id, creativeLevels.userId))
          .where(eq(creativeLevels.id, request.params.creative_level_id))
          .limit(1);
        if (!found) throw new HttpError(404, 'Level not found', 'level_not_found');
        const { level, creatorOrganizationId } = found;
        const staff = isPlatformStaff(auth);
        const teacher =
          level.schoolVisible && canModerateSchoolLevels(auth.user, creatorOrganizationId);
        if (!staff && !teacher) {
          // Who cannot even see the level is told it does not exist.
          if (!canViewCreativeLevel(auth.user, level, creatorOrganizationId))
            throw new HttpError(404, 'Level not found', 'level_not_found');
          throw new HttpError(
            403,
            'Only a teacher or the Codehop team can do this.',
            'not_moderator',
          );
        }
        const now = app.services.clock.now();
        const [row] = await app.database.db
          .update(creativeLevels)
          .set(
            action === 'approve'
              ? { schoolApprovedAt: now, hiddenAt: null }
              : { hiddenAt: action === 'hide' ? now : null },
          )
          .where(eq(creativeLevels.id, level.id))
          .returning();
        return {
          creative_level_id: level.id,
          hidden: row?.hiddenAt != null,
          school_approved: row?.schoolApprovedAt != null,
        };
      },
    );
  moderate('hide');
  moderate('unhide');
  moderate('approve');
};
