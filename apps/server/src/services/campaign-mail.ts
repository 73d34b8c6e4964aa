import type { CampaignTemplateName } from '@codehop/api';
import type { MailAudience } from '../policies/campaign-audience.ts';
import type { Db } from '../db/database.ts';
import { mailOutbox } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import { mailLocale, mailText } from '../mail-i18n/mail-text.ts';
import { randomToken } from './secret-token.ts';

/**
 * The campaigns staff can send: their words live in the mail texts (`campaign.<key>` of
 * mail-i18n, every language), their button leads to a page of the site in the reader's language.
 */
interface CampaignTemplate {
  key: string;
  paragraphs: number;
  path: string;
  /** Paragraphs (1-based) with their own words for a school's staff (`campaign.<key>.school.paragraphN`). */
  schoolParagraphs: readonly number[];
}
const CAMPAIGN_TEMPLATES: Readonly<Record<CampaignTemplateName, CampaignTemplate>> = {
  // "Your children can carry on" is for families; a school reads "your students".
  'new-levels': { key: 'newLevels', paragraphs: 2, path: '/', schoolParagraphs: [2] },
  'come-back': { key: 'comeBack', paragraphs: 2, path: '/', schoolParagraphs: [1] },
  'schools-welcome': { key: 'schoolsWelcome', paragraphs: 1, path: '/schools', schoolParagraphs: [] },
};

/** The mail-text key of a template's paragraph for this audience. */
export function paragraphKey(template: CampaignTemplate, index: number, audience: MailAudience): string {
  const own = audience === 'school' && template.schoolParagraphs.includes(index);
  return `campaign.${template.key}.${own ? 'school.' : ''}paragraph${index}`;
}

export interface CampaignRecipient {
  userId: number;
  email: string;
  fullName: string;
  language: string | null;
  /** Whose words the mail uses (a family's or a school's). */
  audience: MailAudience;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The first word of a name, or the language's word for "there" ("Hello there"). */
export function firstName(fullName: string, there: string): string {
  return fullName.trim().split(/\s+/)[0] || there;
}

/** The links every campaign and digest mail carries, by the mail's unguessable public id. */
export function trackingLinks(base: string, publicId: string) {
  return {
    pixel: `${base}/api/user/open/${publicId}`,
    click: (path: string) =>
      `${base}/api/user/open/${publicId}?redirect_url=${encodeURIComponent(path)}`,
    unsubscribe: `${base}/api/user/unsubscribe/${publicId}`,
  };
}

/** List-Unsubscribe with one-click POST (RFC 8058), so mail clients show their own Unsubscribe button. */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** Wraps a mail's inner HTML in the common frame: readable without images, with the footer links. */
export function mailFrame(innerHtml: string, footerHtml: string, pixelUrl: string): string {
  return `<!doctype html><html><body style="margin:0;background:#f4f7f4;font-family:Arial,Helvetica,sans-serif;color:#1d2b1f">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff">
${innerHtml}
<hr style="border:none;border-top:1px solid #dde5dd;margin:24px 0">
<p style="font-size:12px;color:#5b6b5d">${footerHtml}</p>
</div><img src="${pixelUrl}" width="1" height="1" alt="" style="display:block"></body></html>`;
}

/** One campaign mail for one recipient, ready to queue. */
export function campaignMail(
  templateName: string,
  subject: string,
  recipient: CampaignRecipient,
  base: string,
  publicId: string,
) {
  const template = CAMPAIGN_TEMPLATES[templateName as CampaignTemplateName];
  if (!template) throw new Error(`unknown campaign template ${templateName}`);
  const t = mailText(recipient.language);
  const name = firstName(recipient.fullName, t('digest.there'));
  const links = trackingLinks(base, publicId);
  const heading = t(`campaign.${template.key}.heading`, { name });
  const paragraphs = Array.from({ length: template.paragraphs }, (_, index) =>
    t(paragraphKey(template, index + 1, recipient.audience)),
  );
  const label = t(`campaign.${template.key}.button`);
  const button = links.click(`/${mailLocale(recipient.language)}${template.path === '/' ? '/' : template.path}`);
  return {
    to: recipient.email,
    subject,
    text: `${heading}\n\n${paragraphs.join('\n\n')}\n\n${label}: ${button}\n\n--\n${t('campaign.footer', { link: links.unsubscribe })}\n`,
    html: mailFrame(
      `<h1 style="font-size:22px">${escapeHtml(heading)}</h1>${paragraphs.map((paragraph) => `<p style="font-size:16px;line-height:1.5">${escapeHtml(paragraph)}</p>`).join('')}
<p><a href="${button}" style="display:inline-block;background:#2e7d32;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`,
      t('campaign.footerHtml', { link: escapeHtml(links.unsubscribe) }),
      links.pixel,
    ),
    headers: unsubscribeHeaders(links.unsubscribe),
  };
}

/** Queues campaign mails, held until staff release them with send_emails. */
export async function queueCampaignMails(
  db: Db,
  clock: Clock,
  campaign: { id: number; templateName: string; subject: string },
  recipients: readonly CampaignRecipient[],
  base: string,
): Promise<number> {
  const now = clock.now();
  const rows = recipients.map((recipient) => {
    const publicId = randomToken();
    const mail = campaignMail(campaign.templateName, campaign.subject, recipient, base, publicId);
    return {
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      headers: mail.headers,
      kind: 'campaign',
      publicId,
      userId: recipient.userId,
      campaignId: campaign.id,
      status: 'held',
      nextAttemptAt: now,
    };
  });
  for (let start = 0; start < rows.length; start += 500)
    await db.insert(mailOutbox).values(rows.slice(start, start + 500));
  return rows.length;
}
