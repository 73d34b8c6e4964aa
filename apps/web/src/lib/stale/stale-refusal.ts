import { ApiError, STALE_CODE, tagValue } from '@codehop/api';

/** What a 412 carries: the resource as it is now, tied to its tag so it can be the next basis. */
export interface StaleRefusal {
  readonly current: object;
  readonly tag: string | undefined;
}

/**
 * The one place that recognises "someone else saved first" (412 with `code: 'stale'`, see
 * packages/api/src/preconditions.ts) and keeps the current state with its tag, to be the next
 * basis. lib/refusal words the same answer (kind `stale`) for screens without a re-apply view.
 */
export function staleRefusal(error: unknown): StaleRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 412) return null;
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('current' in body)) return null;
  const { code, current } = body as { code?: unknown; current: unknown };
  if (code !== STALE_CODE || typeof current !== 'object' || current === null) return null;
  return { current: tagValue(current, error.etag), tag: error.etag };
}
