import { apiRequest, tipSchema, type LevelTipRequest, type TipResponse } from '@codehop/api';

/** POST /api/chatgpt/generate-tip-level-async: the assistant's tip for a run (spends a level_assistant credit). */
export function postLevelTip(body: LevelTipRequest): Promise<TipResponse> {
  return apiRequest('/api/chatgpt/generate-tip-level-async', { method: 'POST', body, schema: tipSchema });
}
