import { useEffect, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { Narrator } from '../../../lib/narration/narrator.ts';

// Off screen but read: clipped to nothing, never display:none (which a screen reader skips).
const visuallyHidden = { border: 0, clip: 'rect(0 0 0 0)', height: 1, margin: -1, overflow: 'hidden', padding: 0, position: 'absolute', whiteSpace: 'nowrap', width: 1 } as const;

/**
 * The two live regions a screen reader listens to: polite (steps, goals, the map on request)
 * and assertive (a mistake, the level's completion). Not shown: a seeing child watches the map.
 * They live in <body>, present before anything is said (a region added with its text is often
 * not read) and outside the game half a phone may hide.
 */
export function NarrationRegions({ narrator }: { readonly narrator: Narrator }) {
  const spoken = useSyncExternalStore(narrator.subscribe, narrator.getSnapshot);
  const holder = useRef<HTMLDivElement>(null);
  // A modal dialog (the completion dialog, a pause popup) hides the rest of <body> from screen
  // readers; the narration must still be heard while one is open.
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const observer = new MutationObserver(() => {
      if (element.getAttribute('aria-hidden') === 'true') element.removeAttribute('aria-hidden');
    });
    observer.observe(element, { attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, []);
  return createPortal(
    <div ref={holder} data-testid="narration">
      <div aria-live="polite" aria-atomic="true" style={visuallyHidden} data-testid="narration-polite">
        {spoken.polite}
      </div>
      <div aria-live="assertive" aria-atomic="true" style={visuallyHidden} data-testid="narration-assertive">
        {spoken.assertive}
      </div>
    </div>,
    document.body,
  );
}
