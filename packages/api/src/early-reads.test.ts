import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient } from './client.ts';
import { startEarlyRead, takeEarlyRead } from './early-reads.ts';

afterEach(() => vi.unstubAllGlobals());

describe('early reads', () => {
  it("hand the early entry's answer to the app's first GET of the same path, once", async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(`early ${url}`);
      return new Response('{"n":1}', { headers: { 'content-type': 'application/json' } });
    });
    startEarlyRead('/api/level/data/python/intro-level1');
    const request = createApiClient({
      fetch: async (url) => {
        calls.push(`app ${String(url)}`);
        return new Response('{"n":2}', { headers: { 'content-type': 'application/json' } });
      },
    });
    const schema = z.object({ n: z.number() });
    await expect(request('/api/level/data/python/intro-level1', { schema })).resolves.toEqual({ n: 1 });
    await expect(request('/api/level/data/python/intro-level1', { schema })).resolves.toEqual({ n: 2 });
    expect(calls).toEqual(['early /api/level/data/python/intro-level1', 'app /api/level/data/python/intro-level1']);
  });

  it('ask again when the early read failed', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    startEarlyRead('/api/auth/current');
    const request = createApiClient({ fetch: async () => new Response('{"n":3}', { headers: { 'content-type': 'application/json' } }) });
    await expect(request('/api/auth/current', { schema: z.object({ n: z.number() }) })).resolves.toEqual({ n: 3 });
  });

  it('are gone once taken', () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    startEarlyRead('/api/x');
    expect(takeEarlyRead('/api/x')).toBeDefined();
    expect(takeEarlyRead('/api/x')).toBeUndefined();
  });
});
