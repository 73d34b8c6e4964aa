import { errorBodySchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { queueCampaign } from '../../commands/queue-campaign.ts';
import { requireStaff } from '../../plugins/require-staff.ts';
import { publicBase } from '../../services/links.ts';
import { campaignResultSchema } from '@codehop/api';
import { subjectSchema, templateNameSchema } from './campaign-schemas.ts';

/**
 * POST /api/user/queue_user_emails_for_all?template_name&subject&recipient_email (platform staff):
 * queues a campaign for every account that has not unsubscribed; with recipient_email, only for
 * that one address (the test send before the real one).
 */
export const postQueueUserEmailsForAllRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/queue_user_emails_for_all',
    {
      schema: {
        tags: ['user'],
        summary: 'Staff: queue a mail campaign for everyone (or a test send to one address)',
        querystring: z.object({
          template_name: templateNameSchema,
          subject: subjectSchema,
          recipient_email: z.email('Not an e-mail address').max(254).optional(),
        }),
        response: { 202: campaignResultSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request);
      const { template_name, subject, recipient_email } = request.query;
      const result = await queueCampaign(app.database.db, app.services.clock, {
        templateName: template_name,
        subject,
        staffEmail: staff.user.email,
        recipients: recipient_email ? [recipient_email] : 'everyone',
        base: publicBase(request),
      });
      return reply.status(202).send(result);
    },
  );
};
