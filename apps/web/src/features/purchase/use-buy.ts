import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { PlanKey } from '@codehop/api';
import { authPagePath } from '../../lib/auth-links.ts';
import { useCurrentUser } from '../../lib/api/current-user.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useOpenCheckout } from './api/open-checkout.ts';
import { openPaddleOverlay } from './buy-plan.ts';

/**
 * The Buy button's whole journey: visitors sign up first (and come back here), buyers get a
 * checkout from the server, then our test page (local provider) or Paddle's overlay.
 */
export function useBuy() {
  const user = useCurrentUser().data ?? null;
  const navigate = useNavigate();
  const location = useLocation();
  const to = useLocalePath();
  const open = useOpenCheckout();
  // The failed call itself, so the page says the server's reason (a plan the school already has).
  const [error, setError] = useState<unknown>(null);
  async function buy(plan: PlanKey): Promise<void> {
    setError(null);
    if (!user) {
      void navigate(to(authPagePath('signup', `${location.pathname}${location.search}`)));
      return;
    }
    try {
      const session = await open.mutateAsync(plan);
      if (session.checkout_path) void navigate(to(session.checkout_path));
      else await openPaddleOverlay(session, `${window.location.origin}${to('profile/billing')}`);
    } catch (caught) {
      setError(caught);
    }
  }
  return { buy, signedIn: user !== null, user, busy: open.isPending, pendingPlan: open.variables, error };
}
