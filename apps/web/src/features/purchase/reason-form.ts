import { REFUND_REASONS } from '@codehop/api';

export type Reason = (typeof REFUND_REASONS)[number];
export interface ReasonForm {
  reason: Reason | '';
  feedback: string;
}

/** The cancel and refund forms' rules (spec §5): a reason; words when the reason is "other". */
export function reasonFormErrors(form: ReasonForm): { reason?: 'errors.reasonRequired'; feedback?: 'errors.feedbackRequired' } {
  if (form.reason === '') return { reason: 'errors.reasonRequired' };
  if (form.reason === 'other' && form.feedback.trim() === '') return { feedback: 'errors.feedbackRequired' };
  return {};
}
