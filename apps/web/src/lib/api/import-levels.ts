import { apiRequest, levelImportResponseSchema, type LevelImportRequest, type LevelImportResponse } from '@codehop/api';

/** POST /api/level/import/{course}: the chosen student takes over the levels this browser played anonymously. */
export function postLevelImport(course: string, body: LevelImportRequest): Promise<LevelImportResponse> {
  return apiRequest(`/api/level/import/${encodeURIComponent(course)}`, { method: 'POST', body, schema: levelImportResponseSchema });
}
