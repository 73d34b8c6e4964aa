import { z } from 'zod';
import { CAMPAIGN_TEMPLATES } from '../../services/campaign-mail.ts';

const templateNames = Object.keys(CAMPAIGN_TEMPLATES) as [string, ...string[]];

export const templateNameSchema = z.enum(templateNames, {
  error: `template_name must be one of ${templateNames.join(', ')}`,
});
export const subjectSchema = z
  .string()
  .trim()
  .min(3, 'The subject needs at least 3 characters')
  .max(150);

export const campaignResultSchema = z.object({
  campaign_id: z.number().int(),
  queued: z.number().int(),
  skipped: z.number().int(),
});

export const emailIdParamsSchema = z.object({
  email_id: z
    .string()
    .min(20)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'Not a mail id'),
});
