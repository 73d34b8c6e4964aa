import { campaignAudienceSchema, errorBodySchema } from '@codehop/api';
import { and, count } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../db/schema.ts';
import { requireStaff } from '../../plugins/require-staff.ts';
import { IS_SCHOOL_AUDIENCE, MAY_GET_CAMPAIGNS } from '../../policies/campaign-audience.ts';

/**
 * GET /api/user/campaign_audience (platform staff): how many accounts "Queue for everyone" would
 * write to, families and schools apart, so staff see it and confirm it before queueing.
 */
export const getCampaignAudienceRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/campaign_audience',
    {
      schema: {
        tags: ['user'],
        summary: 'Staff: how many accounts a campaign for everyone would reach',
        response: { 200: campaignAudienceSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      requireStaff(request);
      const { db } = app.database;
      const [all] = await db.select({ value: count() }).from(users).where(MAY_GET_CAMPAIGNS);
      const [schools] = await db
        .select({ value: count() })
        .from(users)
        .where(and(MAY_GET_CAMPAIGNS, IS_SCHOOL_AUDIENCE));
      const recipients = all?.value ?? 0;
      const school = schools?.value ?? 0;
      return { recipients, families: recipients - school, schools: school };
    },
  );
};
