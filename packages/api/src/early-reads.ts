/**
 * Reads started before the app's code has arrived: the play page's early entry asks for the
 * level and who is signed in while React and MUI still download, and the app's first GET of the
 * same path takes that answer instead of asking again. No dependencies, so the early entry stays
 * tiny (the build keeps this file out of the `api` chunk).
 */
interface EarlyRead {
  readonly response: Promise<Response>;
  readonly at: number;
}

const reads = new Map<string, EarlyRead>();
/** An answer nobody took this long after it was asked for is not handed out any more. */
const FRESH_MS = 15_000;

/** Same headers and credentials as `apiRequest`'s GET, so the answer is the one it would get. */
export function startEarlyRead(path: string): void {
  if (reads.has(path) || typeof fetch !== 'function') return;
  const response = fetch(path, { method: 'GET', headers: { accept: 'application/json' }, credentials: 'include' });
  // A failed early read is the app's own request's business: it asks again.
  response.catch(() => undefined);
  reads.set(path, { response, at: Date.now() });
}

/** The early answer for `path`, once; undefined when there is none (or it is stale or failed). */
export function takeEarlyRead(path: string): Promise<Response> | undefined {
  const read = reads.get(path);
  if (!read) return undefined;
  reads.delete(path);
  if (Date.now() - read.at > FRESH_MS) return undefined;
  return read.response;
}
