import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@codehop/api';
import { forgetOfflineReads } from '../offline/forget-offline-reads.ts';
import { CURRENT_USER_QUERY_KEY } from './current-user.ts';

/**
 * Who is signed in (or which student plays) just changed: every cached answer may belong to the
 * previous one, so the user is replaced and everything else is fetched again. The service
 * worker's offline copies of those answers go too (sign-out included).
 */
export async function applySessionChange(
  queryClient: QueryClient,
  user: CurrentUser | null | undefined,
): Promise<void> {
  await queryClient.cancelQueries();
  await forgetOfflineReads();
  if (user !== undefined) queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
  await queryClient.invalidateQueries({
    predicate: (query) => user === undefined || query.queryKey[0] !== CURRENT_USER_QUERY_KEY[0],
  });
}
