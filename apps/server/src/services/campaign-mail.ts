import type { CampaignTemplateName } from '@codehop/api';
import type { Db } from '../db/database.ts';
import { mailOutbox } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import { randomToken } from './secret-token.ts';

/** A campaign's words in one language; `{name}` is the parent's first name. */
interface TemplateText {
  heading: string;
  paragraphs: string[];
  button: { label: string; path: string };
}

/**
 * The campaigns staff can send, keyed by template name and language (English is the fallback until
 * the languages issue adds the others). Words for parents, about their children.
 */
export const CAMPAIGN_TEMPLATES: Readonly<Record<string, Readonly<Record<string, TemplateText>>>> =
  {
    'new-levels': {
      en: {
        heading: 'New levels are waiting, {name}!',
        paragraphs: [
          'We have added new levels to Codehop: new maps, new friends to talk to and new puzzles to solve with Python.',
          'Your children can carry on right where they stopped.',
        ],
        button: { label: 'Play the new levels', path: '/en/' },
      },
    },
    'come-back': {
      en: {
        heading: 'The rabbit misses you, {name}',
        paragraphs: [
          'It has been a while since your family played Codehop. Ten minutes a day is enough to keep the Python going.',
          'Every finished level stays saved, so nothing is lost.',
        ],
        button: { label: 'Continue playing', path: '/en/' },
      },
    },
    'schools-welcome': {
      en: {
        heading: 'Codehop for your school, {name}',
        paragraphs: [
          'Teachers can now open chapters for a class, see who is stuck during a lesson, and print login cards for every student.',
        ],
        button: { label: 'See Codehop for schools', path: '/en/schools' },
      },
    },
  };


export interface CampaignRecipient {
  userId: number;
  email: string;
  fullName: string;
  language: string | null;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] || 'there';
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
  const text = template[recipient.language ?? 'en'] ?? template.en!;
  const name = firstName(recipient.fullName);
  const links = trackingLinks(base, publicId);
  const heading = text.heading.replace('{name}', name);
  const button = links.click(text.button.path);
  const footer = `You get this because you have a Codehop account. Unsubscribe: ${links.unsubscribe}`;
  return {
    to: recipient.email,
    subject,
    text: `${heading}\n\n${text.paragraphs.join('\n\n')}\n\n${text.button.label}: ${button}\n\n--\n${footer}\n`,
    html: mailFrame(
      `<h1 style="font-size:22px">${escapeHtml(heading)}</h1>${text.paragraphs.map((paragraph) => `<p style="font-size:16px;line-height:1.5">${escapeHtml(paragraph)}</p>`).join('')}
<p><a href="${button}" style="display:inline-block;background:#2e7d32;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(text.button.label)}</a></p>`,
      `You get this because you have a Codehop account. <a href="${links.unsubscribe}">Unsubscribe</a> with one click.`,
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
