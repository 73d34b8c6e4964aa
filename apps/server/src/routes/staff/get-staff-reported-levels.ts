import { errorBodySchema, staffReportedLevelSchema } from '@codehop/api';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { creativeLevelReports, creativeLevels, users } from '../../db/schema.ts';
import { requireStaff } from '../../plugins/require-staff.ts';

/**
 * GET /api/staff/reported-levels: the 100 most recently reported creative levels with every report,
 * so staff can open one and hide it (POST /api/level/creative/{id}/hide) or let it stand.
 */
export const getStaffReportedLevelsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/reported-levels',
    {
      schema: {
        tags: ['staff'],
        summary: 'Staff: creative levels that players reported',
        response: { 200: z.array(staffReportedLevelSchema), 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      requireStaff(request);
      const { db } = app.database;
      const latest = await db
        .select({ levelId: creativeLevelReports.levelId, last: sql<Date>`max(${creativeLevelReports.createdAt})`.as('last') })
        .from(creativeLevelReports)
        .groupBy(creativeLevelReports.levelId)
        .orderBy(desc(sql`last`))
        .limit(100);
      if (latest.length === 0) return [];
      const ids = latest.map((row) => row.levelId);
      const creators = alias(users, 'creators');
      const levels = await db
        .select({ level: creativeLevels, creatorEmail: creators.email })
        .from(creativeLevels)
        .innerJoin(creators, eq(creators.id, creativeLevels.userId))
        .where(inArray(creativeLevels.id, ids));
      const reports = await db
        .select({ report: creativeLevelReports, reporterEmail: users.email })
        .from(creativeLevelReports)
        .innerJoin(users, eq(users.id, creativeLevelReports.userId))
        .where(inArray(creativeLevelReports.levelId, ids))
        .orderBy(desc(creativeLevelReports.createdAt), desc(creativeLevelReports.id));
      const byId = new Map(levels.map((row) => [row.level.id, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        if (!row) return [];
        return [
          {
            creative_level_id: id,
            name: row.level.name,
            course_id: row.level.courseId,
            slug: row.level.slug,
            creator_user_id: row.level.userId,
            creator_email: row.creatorEmail,
            is_public: row.level.isPublic,
            hidden: row.level.hiddenAt !== null,
            reports: reports
              .filter(({ report }) => report.levelId === id)
              .map(({ report, reporterEmail }) => ({
                reason: report.reason,
                reporter_email: reporterEmail,
                created_at: report.createdAt.toISOString(),
              })),
          },
        ];
      });
    },
  );
};
