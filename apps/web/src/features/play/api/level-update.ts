import { levelUpdateResponseSchema, type LevelUpdateRequest, type LevelUpdateResponse } from '@codehop/api';
import { appOutbox } from '../../../lib/offline/level-outbox.ts';
import { newClientId } from '../../../lib/offline/outbox.ts';

/**
 * POST /api/level/update/{course}: a run starts (in_progress) or a level is complete. Each record
 * carries a client_id; when the server cannot be reached it waits in the outbox (IndexedDB) and
 * is sent later, in order, counted once (issue 18). A refusal still throws (ApiError).
 */
export async function postLevelUpdate(course: string, body: LevelUpdateRequest): Promise<LevelUpdateResponse | { queued: true }> {
  const answer = await appOutbox().post(`/api/level/update/${encodeURIComponent(course)}`, { ...body, client_id: newClientId() });
  return 'queued' in answer ? answer : levelUpdateResponseSchema.parse(answer.sent);
}
