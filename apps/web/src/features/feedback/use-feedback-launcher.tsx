import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { authPagePath, returnPathFor } from '../../lib/auth-links.ts';
import { useLocalePath } from '../../lib/use-locale.ts';

// The dialog is only needed once someone asks for it, so it stays out of the first download.
const FeedbackDialog = lazy(() =>
  import('./feedback-dialog.tsx').then((module) => ({ default: module.FeedbackDialog })),
);

/**
 * What every way into feedback does (spec/platform.md §5): signed in, the dialog opens; a visitor
 * goes to log in and comes back here afterwards. `dialog` must be rendered by the caller.
 */
export function useFeedbackLauncher(signedIn: boolean): { launch: () => void; dialog: ReactNode } {
  const to = useLocalePath();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);

  function launch() {
    if (signedIn) {
      setOpen(true);
      return;
    }
    // From the login page itself the redirect it already carries is kept, never nested.
    navigate(to(authPagePath('login', returnPathFor(location.pathname, location.search))));
  }

  const dialog = open ? (
    <Suspense fallback={null}>
      <FeedbackDialog open={open} onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
  return { launch, dialog };
}
