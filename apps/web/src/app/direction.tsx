import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { prefixer } from 'stylis';
import { findLanguage } from '../lib/languages.ts';
import { useSeeState } from '../lib/see-settings/see-store.ts';
import { themeFor } from './theme.ts';

// Two style caches: right-to-left styles are flipped once by stylis (margins, paddings, positions),
// so components are written with ordinary left/right and work both ways.
const ltrCache = createCache({ key: 'mui' });
const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });

/** Whether the page is read right to left: Hebrew or Arabic, once their text has loaded. */
export function useRightToLeft(): boolean {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return findLanguage(language)?.rtl === true && i18n.hasResourceBundle(language, 'translation');
}

/** The theme and style cache for the reading direction of the current language and the child's look. */
export function DirectionProvider({ children }: { readonly children: ReactNode }) {
  const rtl = useRightToLeft();
  const { settings, reducedMotion } = useSeeState();
  const look = { rtl, highContrast: settings.highContrast, readingFont: settings.readingFont, reducedMotion };
  return (
    <CacheProvider value={rtl ? rtlCache : ltrCache}>
      <ThemeProvider theme={themeFor(look)}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
