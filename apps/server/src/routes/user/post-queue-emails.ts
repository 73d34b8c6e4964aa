import { errorBodySchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { queueCampaign } from '../../commands/queue-campaign.ts';
import { requireStaff } from '../../plugins/require-staff.ts';
import { publicBase } from '../../services/links.ts';
import { campaignResultSchema } from '@codehop/api';
import { subjectSchema, templateNameSchema } from './campaign-schemas.ts';

/**
 * POST /api/user/queue_emails (platform staff): queues a campaign for a list of addresses. The
 * mails wait in the outbox (held) until send_emails releases them; unsubscribed users are skipped.
 */
export const postQueueEmailsRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/queue_emails',
    {
      schema: {
        tags: ['user'],
        summary: 'Staff: queue a mail campaign for a list of users',
        body: z.object({
          template_name: templateNameSchema,
          subject: subjectSchema,
          recipient_emails: z
            .array(z.email('Not an e-mail address').max(254))
            .min(1, 'Name at least one recipient')
            .max(5000),
        }),
        response: { 202: campaignResultSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request);
      const result = await queueCampaign(app.database.db, app.services.clock, {
        templateName: request.body.template_name,
        subject: request.body.subject,
        staffEmail: staff.user.email,
        recipients: request.body.recipient_emails,
        base: publicBase(request),
      });
      return reply.status(202).send(result);
    },
  );
};
