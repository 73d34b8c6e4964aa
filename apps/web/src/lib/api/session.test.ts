import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@codehop/api';
import { CURRENT_USER_QUERY_KEY } from './current-user.ts';
import { applySessionChange } from './session.ts';
import { API_READS_CACHE } from '../../service-worker/offline-routes.ts';

const user = { user_id: 2, email: 'p@example.com' } as CurrentUser;

function clientWithAnswers() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(CURRENT_USER_QUERY_KEY, null);
  client.setQueryData(['course', 'python', null], { chapters: [] });
  client.setQueryData(['profile', 'students'], []);
  return client;
}

function staleKeys(client: QueryClient): string[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.isStale())
    .map((query) => JSON.stringify(query.queryKey));
}

describe('applySessionChange', () => {
  it('puts the new user in place and marks every other answer stale', async () => {
    const client = clientWithAnswers();
    await applySessionChange(client, user);
    expect(client.getQueryData(CURRENT_USER_QUERY_KEY)).toBe(user);
    expect(staleKeys(client).sort()).toEqual([
      '["course","python",null]',
      '["profile","students"]',
    ]);
  });

  it('forgets the user on logout', async () => {
    const client = clientWithAnswers();
    client.setQueryData(CURRENT_USER_QUERY_KEY, user);
    await applySessionChange(client, null);
    expect(client.getQueryData(CURRENT_USER_QUERY_KEY)).toBeNull();
  });

  it('refetches the user too when the change came without one (a student was chosen)', async () => {
    const client = clientWithAnswers();
    await applySessionChange(client, undefined);
    expect(staleKeys(client)).toHaveLength(3);
  });
});

describe('applySessionChange and the offline copies', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['a sign-out', null],
    ['another user', user],
  ])("empties the service worker's API reads on %s", async (_change, next) => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: async (name: string) => deleted.push(name) > 0 });
    await applySessionChange(clientWithAnswers(), next);
    expect(deleted).toEqual([API_READS_CACHE]);
  });
});
