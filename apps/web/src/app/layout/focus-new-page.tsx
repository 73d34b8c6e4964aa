import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { isAnotherPage } from './page-change.ts';

/**
 * A page changed inside the app (Start playing, Next level, a level button): the focus moves to the
 * new page's main heading, so a screen reader says where the child now is and Tab goes on from the
 * page's start. Without it the focus fell to <body> with the clicked button, nothing was said, and
 * the next Tab started wherever the browser remembered.
 *
 * The heading is awaited, not looked up at once: a lazy page arrives later, and the play screen
 * keeps the old level on screen (aria-busy, inert) while the next one loads.
 */
export function FocusNewPage({ main }: { readonly main: React.RefObject<HTMLElement | null> }) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  // The headings on screen before the new page commits, read while rendering for the new address:
  // a prefetched level is drawn in the same commit as the address change, so after it is too late.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- pathname is the moment, not an input
  const stale = useMemo(() => new Set(main.current?.querySelectorAll('h1') ?? []), [pathname, main]);

  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    const root = main.current;
    if (!root || !isAnotherPage(from, pathname)) return;
    const tryFocus = (): boolean => {
      const heading = newHeading(root, stale);
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
      return true;
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy', 'inert'] });
    return () => observer.disconnect();
  }, [pathname, main, stale]);

  return null;
}

/** The first heading of the new page: one that was not on screen before, outside a page still loading. */
function newHeading(root: HTMLElement, stale: ReadonlySet<Element>): HTMLElement | null {
  for (const heading of root.querySelectorAll<HTMLElement>('h1')) {
    if (stale.has(heading) || heading.closest('[aria-busy="true"], [inert]')) continue;
    return heading;
  }
  return null;
}
