import type { z } from 'zod';
import { ApiError, REQUEST_ABORTED } from './errors.ts';
import { toQueryString, type QueryValue } from './query-string.ts';

export interface ApiRequestOptions<Schema extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Readonly<Record<string, QueryValue>>;
  body?: unknown;
  /** Parses the success body; a mismatch is a bug on one side and throws. */
  schema: Schema;
  signal?: AbortSignal;
}

export interface ApiClientConfig {
  /** Origin of the server; empty for same-origin calls from the web app. */
  baseUrl?: string;
  /** Sent as `Authorization: Bearer ...` when set (platform §7). */
  getToken?: () => string | undefined;
  fetch?: typeof fetch;
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
    const request = { method, path };
    let response: Response;
    try {
      response = await (config.fetch ?? fetch)(url, {
        method,
        headers,
        credentials: 'include',
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) {
        throw new ApiError({ url, status: 0, statusText: 'aborted', body: null, request, message: REQUEST_ABORTED });
      }
      throw error;
    }
    const body = await readBody(response);
    if (!response.ok) {
      throw new ApiError({ url, status: response.status, statusText: response.statusText, body, request });
    }
    return options.schema.parse(body);
  };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  return type.includes('json') ? (JSON.parse(text) as unknown) : text;
}

/** The same-origin client the web app uses (cookies carry the session). */
export const apiRequest: ApiRequest = createApiClient();
