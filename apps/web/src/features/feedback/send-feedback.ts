import { useMutation } from '@tanstack/react-query';
import {
  apiRequest,
  feedbackResponseSchema,
  type FeedbackRequest,
  type FeedbackResponse,
} from '@codehop/api';

export function sendFeedback(body: FeedbackRequest): Promise<FeedbackResponse> {
  return apiRequest('/api/feedback', { method: 'POST', body, schema: feedbackResponseSchema });
}

/** POST /api/feedback */
export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
