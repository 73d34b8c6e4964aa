import type { z } from 'zod';
import { ApiError, REQUEST_ABORTED } from './errors.ts';
import { CSRF_COOKIE, CSRF_HEADER } from './auth.ts';
import { toQueryString, type QueryValue } from './query-string.ts';
import { takeEarlyRead } from './early-reads.ts';
import { entityTagForUrl, entityTagOf, forgetEntityTag, rememberEntityTag } from './entity-tags.ts';

export interface ApiRequestOptions<Schema extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Readonly<Record<string, QueryValue>>;
  body?: unknown;
  /** Parses the success body; a mismatch is a bug on one side and throws. */
  schema: Schema;
  signal?: AbortSignal;
  /**
   * The answer object this write's edit started from: its ETag goes out as If-Match, so a save
   * over someone else's newer save is refused (412) instead of undoing it (entity-tags.ts).
   */
  basis?: unknown;
  /** An explicit If-Match tag (a 412's current tag, when the person re-applies their change). */
  ifMatch?: string;
}

export interface ApiClientConfig {
  /** Origin of the server; empty for same-origin calls from the web app. */
  baseUrl?: string;
  /** Sent as `Authorization: Bearer ...` when set (platform §7). */
  getToken?: () => string | undefined;
  fetch?: typeof fetch;
  /** Sent as `X-CSRF-Token` on writes, for the server's CSRF check on cookie-authenticated calls. */
  getCsrfToken?: () => string | undefined;
}

export type ApiRequest = <Schema extends z.ZodType>(
  path: string,
  options: ApiRequestOptions<Schema>,
) => Promise<z.infer<Schema>>;

/** Makes the typed request function every API operation goes through. */
export function createApiClient(config: ApiClientConfig = {}): ApiRequest {
  const baseUrl = config.baseUrl ?? '';
  return async function apiRequest(path, options) {
    const method = options.method ?? 'GET';
    const url = `${baseUrl}${path}${toQueryString(options.query ?? {})}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = config.getToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (method !== 'GET') {
      const csrf = config.getCsrfToken?.();
      if (csrf) headers[CSRF_HEADER] = csrf;
      // A DELETE names its basis to be conditional: deleting what one sees (the class page's button)
      // should not fail silently because someone renamed it meanwhile; an edit always is.
      const ifMatch = options.ifMatch ?? entityTagOf(options.basis) ?? (method === 'DELETE' ? undefined : entityTagForUrl(url));
      if (ifMatch) headers['if-match'] = ifMatch;
    }
    const request = { method, path };
    // A same-origin GET the page's early entry already asked for (see early-reads.ts).
    const early = method === 'GET' && !token && baseUrl === '' && !options.signal?.aborted ? takeEarlyRead(url) : undefined;
    const send = () =>
      (config.fetch ?? fetch)(url, {
        method,
        headers,
        credentials: 'include',
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      });
    let response: Response;
    try {
      response = await (early ? early.catch(send) : send());
    } catch (error) {
      if (options.signal?.aborted) {
        throw new ApiError({ url, status: 0, statusText: 'aborted', body: null, request, message: REQUEST_ABORTED });
      }
      throw error;
    }
    const body = await readBody(response);
    const etag = response.headers.get('etag') ?? undefined;
    if (!response.ok) {
      const retryAfter = response.headers.get('retry-after');
      throw new ApiError({ url, status: response.status, statusText: response.statusText, body, request, retryAfter, etag });
    }
    const parsed = options.schema.parse(body);
    if (etag) rememberEntityTag(url, parsed, etag);
    else if (method === 'DELETE') forgetEntityTag(url);
    return parsed;
  };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  return type.includes('json') ? (JSON.parse(text) as unknown) : text;
}

/** The value of one cookie in a `document.cookie` string, or undefined. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** The CSRF token the server left in the script-readable cookie, when running in a browser. */
export function browserCsrfToken(): string | undefined {
  // Read through globalThis: this package is also compiled for Node, which has no `document`.
  const page = (globalThis as { document?: { cookie: string } }).document;
  return page === undefined ? undefined : readCookie(page.cookie, CSRF_COOKIE);
}

/**
 * The same-origin client the web app uses: cookies carry the session, and writes repeat the CSRF
 * cookie as `X-CSRF-Token` so they pass even where the browser sends no Sec-Fetch-Site or Origin.
 */
export const apiRequest: ApiRequest = createApiClient({ getCsrfToken: browserCsrfToken });
