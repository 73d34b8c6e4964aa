import {
  creativeLevelIdParamsSchema,
  creativeModerationResponseSchema,
  creativeReportRequestSchema,
  detailResponseSchema,
  errorBodySchema,
} from '@codehop/api';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creativeLevelReports, creativeLevels } from '../../db/schema.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { canModerateSchoolLevels } from '../../policies/can-view-creative-level.ts';
import { isPlatformStaff } from '../../policies/platform-staff.ts';
import { visibleCreativeLevelById } from './creative-level-by-id.ts';

/**
 * Reports and moderation: anyone signed in reports a level they can see (once; again is fine);
 * platform staff hide any level, a teacher of the creator's school approves or hides a
 * school-shared one. A hidden level is listed and playable for its creator only.
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
        response: { 200: detailResponseSchema, ...errors, 422: errorBodySchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { level } = await visibleCreativeLevelById(request, request.params.creative_level_id);
      await app.database.db
        .insert(creativeLevelReports)
        .values({ levelId: level.id, userId: auth.user.id, reason: request.body.reason })
        .onConflictDoNothing();
      return { detail: 'Thank you. Our team will look at this level.' };
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
        const { level, creatorOrganizationId } = await visibleCreativeLevelById(
          request,
          request.params.creative_level_id,
        ).catch(async (error: unknown) => {
          // Staff may unhide what nobody else can see any more.
          if (!isPlatformStaff(auth)) throw error;
          const [row] = await app.database.db
            .select()
            .from(creativeLevels)
            .where(eq(creativeLevels.id, request.params.creative_level_id));
          if (!row) throw error;
          return { level: row, creatorOrganizationId: null };
        });
        const staff = isPlatformStaff(auth);
        const teacher =
          level.schoolVisible && canModerateSchoolLevels(auth.user, creatorOrganizationId);
        if (!staff && !teacher) {
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
