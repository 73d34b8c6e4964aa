import { ApiError, STALE_CODE, tagValue } from '@codehop/api';

/** What a 412 carries: the resource as it is now, tied to its tag so it can be the next basis. */
export interface StaleRefusal {
  readonly current: object;
  readonly tag: string | undefined;
}

/**
 * The one place that recognises "someone else saved first" (412 with `code: 'stale'`, see
 * packages/api/src/preconditions.ts). When lib/refusal/ (helper "errors") lands with its
 * `kind: 'stale'`, this becomes a call to describeRefusal; the screens do not change.
 */
export function staleRefusal(error: unknown): StaleRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 412) return null;
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('current' in body)) return null;
  const { code, current } = body as { code?: unknown; current: unknown };
  if (code !== STALE_CODE || typeof current !== 'object' || current === null) return null;
  return { current: tagValue(current, error.etag), tag: error.etag };
}
