import { ApiError, apiRequest, levelUpdateResponseSchema, type LevelUpdateRequest, type LevelUpdateResponse } from '@codehop/api';

/** POST /api/level/update/{course}: a run starts (in_progress) or a level is complete. */
export function postLevelUpdate(course: string, body: LevelUpdateRequest): Promise<LevelUpdateResponse> {
  return apiRequest(`/api/level/update/${encodeURIComponent(course)}`, { method: 'POST', body, schema: levelUpdateResponseSchema });
}

/** The server's words for a refused attempt (403 attempts spent, 401/402 sign-up or purchase). */
export function refusalMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status !== 401 && error.status !== 402 && error.status !== 403) return null;
  return error.detail ?? error.message;
}
