import { CAMPAIGN_TEMPLATE_NAMES } from '@codehop/api';
import { z } from 'zod';

export const templateNameSchema = z.enum(CAMPAIGN_TEMPLATE_NAMES, {
  error: `template_name must be one of ${CAMPAIGN_TEMPLATE_NAMES.join(', ')}`,
});
export const subjectSchema = z
  .string()
  .trim()
  .min(3, 'The subject needs at least 3 characters')
  .max(150);

export const emailIdParamsSchema = z.object({
  email_id: z
    .string()
    .min(20)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'Not a mail id'),
});
