import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './errors.ts';
import { createApiClient, readCookie } from './client.ts';
import { entityTagOf } from './entity-tags.ts';

function fakeFetch(status: number, body: unknown, statusText = ''): typeof fetch {
  return async () =>
    new Response(JSON.stringify(body), {
      status,
      statusText,
      headers: { 'content-type': 'application/json' },
    });
}

describe('createApiClient', () => {
  it('parses a success body with the schema and sends the bearer token', async () => {
    let seen: RequestInit | undefined;
    const request = createApiClient({
      baseUrl: 'http://x',
      getToken: () => 'tok',
      fetch: async (_url, init) => {
        seen = init;
        return new Response('{"n":1}', { headers: { 'content-type': 'application/json' } });
      },
    });
    await expect(request('/api/n', { schema: z.object({ n: z.number() }) })).resolves.toEqual({ n: 1 });
    expect(new Headers(seen?.headers).get('authorization')).toBe('Bearer tok');
  });

  it.each([
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'Not Found'],
    [422, 'Validation Error'],
    [503, 'Service Unavailable'],
  ])('turns status %i into an ApiError labelled %s', async (status, label) => {
    const request = createApiClient({ fetch: fakeFetch(status, { detail: 'why' }) });
    const error = await request('/api/x', { schema: z.unknown() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(label);
    expect((error as ApiError).detail).toBe('why');
  });

  it('keeps the Retry-After header and the code of a refusal', async () => {
    const request = createApiClient({
      fetch: async () =>
        new Response(JSON.stringify({ detail: 'Slow down', code: 'rate_limited' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '42' },
        }),
    });
    const error = (await request('/api/x', { schema: z.unknown() }).catch((e: unknown) => e)) as ApiError;
    expect(error.retryAfter).toBe('42');
    expect(error.code).toBe('rate_limited');
  });

  it('describes an unlabelled status with its text and body', async () => {
    const request = createApiClient({ fetch: fakeFetch(418, { detail: 'teapot' }, "I'm a teapot") });
    const error = (await request('/api/x', { schema: z.unknown() }).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toContain('418');
    expect(error.message).toContain('teapot');
  });

  it('reports a cancelled request as "Request aborted"', async () => {
    const controller = new AbortController();
    const request = createApiClient({
      fetch: async () => {
        controller.abort();
        throw new DOMException('aborted', 'AbortError');
      },
    });
    const error = (await request('/api/x', { schema: z.unknown(), signal: controller.signal }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.message).toBe('Request aborted');
    expect(error.isAborted).toBe(true);
  });
});

describe('CSRF header', () => {
  function recordingClient(csrf: string | undefined) {
    const seen: Array<{ method: string; headers: Headers }> = [];
    const request = createApiClient({
      getCsrfToken: () => csrf,
      fetch: async (_url, init) => {
        seen.push({ method: init?.method ?? 'GET', headers: new Headers(init?.headers) });
        return new Response('{}', { headers: { 'content-type': 'application/json' } });
      },
    });
    return { request, seen };
  }

  it.each(['POST', 'PUT', 'DELETE'] as const)('sends X-CSRF-Token on %s', async (method) => {
    const { request, seen } = recordingClient('abc');
    await request('/api/x', { method, schema: z.unknown() });
    expect(seen[0]?.headers.get('x-csrf-token')).toBe('abc');
  });

  it('does not send it on GET or when there is no token', async () => {
    const withToken = recordingClient('abc');
    await withToken.request('/api/x', { schema: z.unknown() });
    expect(withToken.seen[0]?.headers.has('x-csrf-token')).toBe(false);
    const without = recordingClient(undefined);
    await without.request('/api/x', { method: 'POST', schema: z.unknown() });
    expect(without.seen[0]?.headers.has('x-csrf-token')).toBe(false);
  });
});

describe('readCookie', () => {
  it.each([
    ['codehop_csrf=abc', 'abc'],
    ['a=1; codehop_csrf=x%2By; b=2', 'x+y'],
    ['codehop_csrf_other=1; codehop_csrf=z', 'z'],
    ['a=1; b=2', undefined],
    ['', undefined],
    ['codehop_csrf=%E0%A4%A', '%E0%A4%A'],
  ])('reads %j', (cookies, expected) => {
    expect(readCookie(cookies, 'codehop_csrf')).toBe(expected);
  });
});

describe('If-Match from remembered entity tags', () => {
  function taggedServer() {
    const sent: { method: string; ifMatch: string | null }[] = [];
    let version = 1;
    const fetchStub: typeof fetch = async (_url, init) => {
      const headers = new Headers(init?.headers);
      sent.push({ method: init?.method ?? 'GET', ifMatch: headers.get('if-match') });
      if (init?.method === 'PUT') {
        if (headers.get('if-match') !== `"class-1-v${version}"`) {
          return new Response(JSON.stringify({ detail: 'changed', code: 'stale', current: { name: 'theirs' } }), {
            status: 412,
            headers: { 'content-type': 'application/json', etag: `"class-1-v${version}"` },
          });
        }
        version += 1;
      }
      return new Response(JSON.stringify({ name: `v${version}` }), { headers: { 'content-type': 'application/json', etag: `"class-1-v${version}"` } });
    };
    return { sent, fetchStub, bump: () => (version += 1) };
  }
  const schema = z.object({ name: z.string() });

  it('sends the tag of the object the edit started from, and of the address otherwise', async () => {
    const server = taggedServer();
    const request = createApiClient({ fetch: server.fetchStub });
    const opened = await request('/api/c/1', { schema });
    expect(entityTagOf(opened)).toBe('"class-1-v1"');
    const saved = await request('/api/c/1', { method: 'PUT', body: { name: 'x' }, basis: opened, schema });
    expect(server.sent[1]?.ifMatch).toBe('"class-1-v1"');
    // No basis: the newest tag of the address (the one the PUT answered with).
    await request('/api/c/1', { method: 'PUT', body: { name: 'y' }, schema });
    expect(server.sent[2]?.ifMatch).toBe('"class-1-v2"');
    expect(entityTagOf(saved)).toBe('"class-1-v2"');
    // A DELETE is conditional only when it names what it deletes.
    await request('/api/c/1', { method: 'DELETE', schema: z.unknown() });
    expect(server.sent[3]?.ifMatch).toBeNull();
  });

  it('refuses a save from an old copy with 412, carrying the current tag', async () => {
    const server = taggedServer();
    const request = createApiClient({ fetch: server.fetchStub });
    const opened = await request('/api/c/1', { schema });
    server.bump(); // someone else saved
    const error = await request('/api/c/1', { method: 'PUT', body: { name: 'x' }, basis: opened, schema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(412);
    expect((error as ApiError).etag).toBe('"class-1-v2"');
    await expect(request('/api/c/1', { method: 'PUT', body: { name: 'x' }, ifMatch: (error as ApiError).etag, schema })).resolves.toEqual({ name: 'v3' });
  });
});
