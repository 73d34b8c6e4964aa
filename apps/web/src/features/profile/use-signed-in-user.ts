import type { CurrentUser } from '@codehop/api';
import { useCurrentUser } from '../../lib/api/current-user.ts';

/** Inside the profile layout the user is known and signed in; the layout redirects everyone else. */
export function useSignedInUser(): CurrentUser | null {
  return useCurrentUser().data ?? null;
}
