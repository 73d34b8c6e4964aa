import { apiRequest, levelUpdateResponseSchema, type LevelUpdateRequest, type LevelUpdateResponse } from '@codehop/api';

/** POST /api/level/update/{course}: a run starts (in_progress) or a level is complete. */
export function postLevelUpdate(course: string, body: LevelUpdateRequest): Promise<LevelUpdateResponse> {
  return apiRequest(`/api/level/update/${encodeURIComponent(course)}`, { method: 'POST', body, schema: levelUpdateResponseSchema });
}
