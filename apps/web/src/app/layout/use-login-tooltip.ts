import { useEffect, useState } from 'react';
import {
  LOGIN_TOOLTIP_DELAY_MS,
  browserStorage,
  markLoginTooltipShown,
  shouldShowLoginTooltip,
} from '../../lib/login-tooltip.ts';

/** How long the tooltip stays before it steps aside on its own. */
const VISIBLE_MS = 10_000;

/**
 * spec/platform.md §4: a visitor sees "Log in to store progress and code" once, 30 s after the
 * first load; the flag is stored when it shows, so it never shows again in this browser. The
 * clock starts at load; `known` holds it back until the current-user call has answered, so a
 * signed-in user is never nagged.
 */
export function useLoginTooltip(known: boolean, signedIn: boolean): [boolean, () => void] {
  // Read once at load: marking the flag below must not hide the tooltip it marks.
  const [firstTime] = useState(() => shouldShowLoginTooltip(browserStorage(), false));
  const [due, setDue] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = firstTime && due && known && !signedIn && !dismissed;

  useEffect(() => {
    if (!firstTime) return;
    const timer = window.setTimeout(() => setDue(true), LOGIN_TOOLTIP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [firstTime]);

  useEffect(() => {
    if (!open) return;
    markLoginTooltipShown(browserStorage());
    const timer = window.setTimeout(() => setDismissed(true), VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [open]);

  return [open, () => setDismissed(true)];
}
