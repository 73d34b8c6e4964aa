import { and, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { campaigns, users } from '../db/schema.ts';
import { MAY_GET_CAMPAIGNS, mailAudienceOf } from '../policies/campaign-audience.ts';
import { queueCampaignMails } from '../services/campaign-mail.ts';
import type { Clock } from '../services/clock.ts';

export interface CampaignRequest {
  templateName: string;
  subject: string;
  staffEmail: string;
  /** The addresses to write to, or every account that has not unsubscribed. */
  recipients: 'everyone' | readonly string[];
  base: string;
}

export interface CampaignResult {
  campaign_id: number;
  queued: number;
  /** Addresses of the list that are unsubscribed or have no account: not written to. */
  skipped: number;
}

/** Writes the campaign and its held mails in one transaction: all of it is queued, or none. */
export async function queueCampaign(
  db: Db,
  clock: Clock,
  request: CampaignRequest,
): Promise<CampaignResult> {
  return db.transaction(async (tx) => {
    const subscribed = MAY_GET_CAMPAIGNS;
    const wanted =
      request.recipients === 'everyone'
        ? subscribed
        : and(
            subscribed,
            inArray(
              users.email,
              request.recipients.map((email) => email.trim().toLowerCase()),
            ),
          );
    const rows = await tx
      .select({
        userId: users.id,
        email: users.email,
        fullName: users.fullName,
        language: users.language,
        userType: users.userType,
        organizationId: users.organizationId,
      })
      .from(users)
      .where(wanted)
      .orderBy(users.id);
    const recipients = rows.map((row) => ({ ...row, audience: mailAudienceOf(row) }));
    const [campaign] = await tx
      .insert(campaigns)
      .values({
        templateName: request.templateName,
        subject: request.subject,
        createdByEmail: request.staffEmail,
        queued: recipients.length,
      })
      .returning();
    if (!campaign) throw new Error('the campaign was not written');
    const queued = await queueCampaignMails(tx, clock, campaign, recipients, request.base);
    const listed =
      request.recipients === 'everyone'
        ? queued
        : new Set(request.recipients.map((email) => email.trim().toLowerCase())).size;
    return { campaign_id: campaign.id, queued, skipped: listed - queued };
  });
}
