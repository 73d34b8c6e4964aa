import type { FastifyPluginAsync } from 'fastify';
import { getCampaignAudienceRoute } from './get-campaign-audience.ts';
import { getLanguageRoute } from './get-language.ts';
import { mailLinkRoutes } from './mail-links.ts';
import { postChangeLanguageRoute } from './post-change-language.ts';
import { postQueueEmailsRoute } from './post-queue-emails.ts';
import { postQueueUserEmailsForAllRoute } from './post-queue-user-emails-for-all.ts';
import { postSendEmailsRoute } from './post-send-emails.ts';

/** The /api/user calls: the account's language, mail campaigns and the links in campaign mail. */
export const userRoutes: FastifyPluginAsync = async (app) => {
  await app.register(postChangeLanguageRoute);
  await app.register(getLanguageRoute);
  await app.register(postQueueEmailsRoute);
  await app.register(getCampaignAudienceRoute);
  await app.register(postQueueUserEmailsForAllRoute);
  await app.register(postSendEmailsRoute);
  await app.register(mailLinkRoutes);
};
