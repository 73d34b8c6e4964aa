import { useEffect, useRef, useState, type RefObject } from 'react';
import {
  LOGIN_TOOLTIP_DELAY_MS,
  browserStorage,
  hidesFocus,
  markLoginTooltipShown,
  type ScreenBox,
  shouldShowLoginTooltip,
} from '../../lib/login-tooltip.ts';

/** How long the tooltip stays before it steps aside on its own. */
const VISIBLE_MS = 10_000;

/**
 * spec/platform.md §4: a visitor sees "Log in to store progress and code" once, 30 s after the
 * first load; the flag is stored when it shows, so it never shows again in this browser. The
 * clock starts at load; `known` holds it back until the current-user call has answered, so a
 * signed-in user is never nagged. While it would cover the element with keyboard focus it steps
 * aside (the returned ref goes on its title, so it can be measured).
 */
export function useLoginTooltip(known: boolean, signedIn: boolean): [boolean, () => void, RefObject<HTMLElement | null>] {
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

  const titleRef = useRef<HTMLElement | null>(null);
  const coversFocus = useCoversFocus(open, titleRef);

  return [open && !coversFocus, () => setDismissed(true), titleRef];
}

/** Whether the open tooltip (its popper, found from its title) overlaps the focused element; followed as focus moves. */
function useCoversFocus(open: boolean, titleRef: RefObject<HTMLElement | null>): boolean {
  const [covers, setCovers] = useState(false);
  // Hidden, the tooltip leaves the page: the last place it was drawn is where it would come back.
  const lastBox = useRef<ScreenBox | null>(null);
  useEffect(() => {
    if (!open) return;
    let frame = 0;
    const check = () => {
      const popper = titleRef.current?.closest('.MuiTooltip-popper') ?? titleRef.current;
      if (popper) lastBox.current = popper.getBoundingClientRect();
      const focused = document.activeElement;
      const box = focused instanceof HTMLElement && focused !== document.body ? focused.getBoundingClientRect() : null;
      setCovers(hidesFocus(lastBox.current, box));
    };
    // After the popper has been placed.
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(check);
    };
    later();
    document.addEventListener('focusin', later);
    document.addEventListener('focusout', later);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', later);
      document.removeEventListener('focusout', later);
    };
  }, [open, titleRef]);
  return open && covers;
}
