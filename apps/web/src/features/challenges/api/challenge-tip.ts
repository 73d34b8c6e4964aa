import { apiRequest, tipSchema, type ChallengeTipRequest, type TipResponse } from '@codehop/api';

/** POST /api/chatgpt/generate-tip-challenge-async: the assistant's tip for a challenge (spends a challenge_assistant credit). */
export function postChallengeTip(body: ChallengeTipRequest): Promise<TipResponse> {
  return apiRequest('/api/chatgpt/generate-tip-challenge-async', { method: 'POST', body, schema: tipSchema });
}
