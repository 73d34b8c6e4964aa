/** spec/platform.md §4 and §9: the login tooltip shows once, 30 s after the first load. */
export const LOGIN_TOOLTIP_DELAY_MS = 30_000;
export const LOGIN_TOOLTIP_KEY = 'codehop.loginTooltipShown';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Visitors who have never seen it get it; a storage that throws (private mode) means "do not nag". */
export function shouldShowLoginTooltip(
  storage: FlagStorage | undefined,
  signedIn: boolean,
): boolean {
  if (signedIn || !storage) return false;
  try {
    return storage.getItem(LOGIN_TOOLTIP_KEY) === null;
  } catch {
    return false;
  }
}

export function markLoginTooltipShown(storage: FlagStorage | undefined): void {
  try {
    storage?.setItem(LOGIN_TOOLTIP_KEY, '1');
  } catch {
    // Nothing to do: without storage the tooltip may show again next visit, which is harmless.
  }
}

/** The browser's localStorage, or undefined where reading it throws. */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** A box on the screen, as getBoundingClientRect gives it. */
export interface ScreenBox {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/**
 * Whether the tooltip would hide the element with keyboard focus (WCAG 2.4.11): a child tabbing
 * through the level buttons under the bar must see where they are, so the tooltip steps aside
 * while it overlaps the focused element (touching edges do not count).
 */
export function hidesFocus(tooltip: ScreenBox | null, focused: ScreenBox | null): boolean {
  if (!tooltip || !focused) return false;
  return tooltip.left < focused.right && focused.left < tooltip.right && tooltip.top < focused.bottom && focused.top < tooltip.bottom;
}
