import { useEffect } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { CurrentUser } from '@codehop/api';
import { playerKey } from '../player-key.ts';
import { setSeePlayer, useSeeState } from './see-store.ts';

// What the theme cannot reach: CodeMirror's own styles, the game's canvas, animations drawn in CSS.
// Keyed on attributes of <html>, so a setting changes the page without re-rendering it.
const SEE_STYLES = {
  'html[data-code-size="large"] .cm-editor': { fontSize: '21px' },
  'html[data-code-size="large"] .cm-editor .cm-scroller': { lineHeight: '30px' },
  'html[data-contrast="high"] .cm-editor': { backgroundColor: '#000', color: '#fff', outline: '2px solid #fff' },
  'html[data-contrast="high"] .cm-editor .cm-gutters': { backgroundColor: '#000', color: '#fff' },
  // The map is art: stronger contrast and colour make its paths, water and items stand apart.
  'html[data-contrast="high"] [data-testid="map-area"] canvas': { filter: 'contrast(1.3) saturate(1.25)' },
  'html[data-motion="reduced"] *, html[data-motion="reduced"] *::before, html[data-motion="reduced"] *::after': {
    animationDuration: '0.001ms !important',
    animationIterationCount: '1 !important',
    transitionDuration: '0.001ms !important',
    scrollBehavior: 'auto !important',
  },
} as const;

function setAttribute(name: string, value: string | null): void {
  const root = document.documentElement;
  if (value === null) root.removeAttribute(name);
  else root.setAttribute(name, value);
}

let fontRequested = false;

/**
 * The settings of whoever plays in this browser, applied to every page: the player follows who is
 * signed in (each child their own), the page gets the attributes the styles above read, and the
 * reading font is fetched (from our own server) only once someone turns it on.
 */
export function SeeSettingsFollowUser({ user }: { readonly user: CurrentUser | null | undefined }) {
  const key = playerKey(user);
  useEffect(() => setSeePlayer(key), [key]);
  const { settings, reducedMotion } = useSeeState();
  useEffect(() => {
    setAttribute('data-code-size', settings.largeCode ? 'large' : null);
    setAttribute('data-contrast', settings.highContrast ? 'high' : null);
    setAttribute('data-motion', reducedMotion ? 'reduced' : null);
    setAttribute('data-reading-font', settings.readingFont ? 'on' : null);
    if (settings.readingFont && !fontRequested) {
      fontRequested = true;
      void Promise.all([import('@fontsource/opendyslexic/400.css'), import('@fontsource/opendyslexic/700.css')]).catch(() => {
        fontRequested = false;
      });
    }
  }, [settings, reducedMotion]);
  return <GlobalStyles styles={SEE_STYLES} />;
}
