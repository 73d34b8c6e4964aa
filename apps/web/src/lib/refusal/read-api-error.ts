import { ApiError } from '@codehop/api';

/**
 * The ApiError behind an error, also when a page wrapped it (`new Error('...', { cause })`, as
 * the play route does), so a refusal thrown through a route still reads as the refusal it is.
 */
export function apiErrorOf(error: unknown): ApiError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (current instanceof ApiError) return current;
    current = current.cause;
  }
  return undefined;
}

/** A request that never reached the server: fetch's TypeError, or the browser says it is offline. */
export function isNetworkFailure(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (current instanceof TypeError && /fetch|network|load failed/i.test(current.message)) return true;
    current = current.cause;
  }
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** `Retry-After` in seconds (RFC 9110: delay-seconds or an HTTP date), or null. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/** The course an API path is about (`/api/level/data/advanced-python/...`), if it names one. */
export function courseOfPath(path: string): string | undefined {
  const segments = path.split(/[/?]/);
  return segments.find((segment) => segment === 'python' || segment === 'advanced-python');
}
