import { useMutation } from '@tanstack/react-query';
import { apiRequest, campaignResultSchema, type CampaignTemplateName } from '@codehop/api';

export type CampaignAudience =
  { kind: 'list'; emails: string[] } | { kind: 'everyone' } | { kind: 'test'; email: string };

/** POST /api/user/queue_emails (a list) or /queue_user_emails_for_all (everyone, or a test send to one). */
export function queueCampaign(
  templateName: CampaignTemplateName,
  subject: string,
  audience: CampaignAudience,
) {
  if (audience.kind === 'list') {
    return apiRequest('/api/user/queue_emails', {
      method: 'POST',
      body: { template_name: templateName, subject, recipient_emails: audience.emails },
      schema: campaignResultSchema,
    });
  }
  return apiRequest('/api/user/queue_user_emails_for_all', {
    method: 'POST',
    query: {
      template_name: templateName,
      subject,
      recipient_email: audience.kind === 'test' ? audience.email : undefined,
    },
    schema: campaignResultSchema,
  });
}

export function useQueueCampaign() {
  return useMutation({
    mutationFn: (input: {
      templateName: CampaignTemplateName;
      subject: string;
      audience: CampaignAudience;
    }) => queueCampaign(input.templateName, input.subject, input.audience),
  });
}
