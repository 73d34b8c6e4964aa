import { QueryClient } from '@tanstack/react-query';

/** spec/platform.md §7: data is cached 5 minutes and retried once unless an operation says otherwise. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}
