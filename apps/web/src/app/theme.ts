import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';

const fontFamily = [
  '"Nunito Variable"',
  '"Noto Sans Arabic Variable"',
  '"Noto Sans Hebrew Variable"',
  '"Noto Sans Devanagari Variable"',
  '"Noto Sans Thai Variable"',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/**
 * The keyboard's focus ring: a thick yellow line clear of the control, so it shows on the dark
 * page, on the green Run button and on the red Stop button alike.
 */
export const FOCUS_RING = { outline: '3px solid #fde047', outlineOffset: 2 } as const;

/** Dark theme with a green primary (spec/platform.md §9), sized for small hands. */
const themeOptions: ThemeOptions = {
  palette: {
    mode: 'dark',
    primary: { main: '#4ade80', light: '#86efac', dark: '#22c55e', contrastText: '#052e16' },
    secondary: { main: '#fbbf24', contrastText: '#2a1a00' },
    background: { default: '#0c1410', paper: '#13201a' },
    divider: 'rgba(187, 247, 208, 0.12)',
    text: { primary: '#ecfdf3', secondary: '#a7c4b5' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily,
    h1: { fontWeight: 900, letterSpacing: '-0.02em' },
    h2: { fontWeight: 800, letterSpacing: '-0.01em' },
    h3: { fontWeight: 800 },
    h4: { fontWeight: 800 },
    h5: { fontWeight: 800 },
    h6: { fontWeight: 800 },
    button: { fontWeight: 800, textTransform: 'none', letterSpacing: 0 },
    overline: { fontWeight: 800, letterSpacing: '0.12em' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Links, skip links and focusable panels (the map) get the same ring as MUI's buttons.
        ':where(a, summary, [tabindex]:not([tabindex="-1"]):not(.cm-content)):focus-visible': FOCUS_RING,
      },
    },
    // ButtonBase removes the outline; every button, toggle, tab and icon button gets it back.
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 999, minHeight: 44, paddingInline: 20 },
        sizeLarge: { minHeight: 52, paddingInline: 28, fontSize: '1.05rem' },
      },
    },
    MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
    MuiListItemButton: { styleOverrides: { root: { borderRadius: 10, minHeight: 44 } } },
    MuiAppBar: {
      styleOverrides: {
        root: {
          backgroundColor: 'rgba(12, 20, 16, 0.86)',
          backdropFilter: 'blur(10px)',
          backgroundImage: 'none',
          // A shadow, not a border: the bar stays exactly 64 px, which the play screen's height counts on.
          boxShadow: 'inset 0 -1px 0 rgba(187, 247, 208, 0.1)',
        },
      },
    },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiTooltip: { styleOverrides: { tooltip: { fontSize: '0.85rem', padding: '6px 10px' } } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
};

export const theme: Theme = createTheme(themeOptions);

/** The same theme for Hebrew and Arabic: MUI lays every component out right to left. */
export const rtlTheme: Theme = createTheme({ ...themeOptions, direction: 'rtl' });

/** How a child chose to see the pages (lib/see-settings): each turns part of the theme. */
export interface ThemeLook {
  readonly rtl: boolean;
  readonly highContrast: boolean;
  readonly readingFont: boolean;
  readonly reducedMotion: boolean;
}

// Pure black and white with bright, saturated accents: text and controls at 15:1 or more.
const highContrastPalette: ThemeOptions['palette'] = {
  mode: 'dark',
  primary: { main: '#5cff8d', light: '#a3ffbf', dark: '#2ee66b', contrastText: '#000000' },
  secondary: { main: '#ffd60a', contrastText: '#000000' },
  error: { main: '#ff8a8a', contrastText: '#000000' },
  background: { default: '#000000', paper: '#000000' },
  divider: 'rgba(255, 255, 255, 0.7)',
  text: { primary: '#ffffff', secondary: '#f0f0f0', disabled: 'rgba(255, 255, 255, 0.6)' },
};

function lookOptions(look: ThemeLook): ThemeOptions {
  const options: ThemeOptions = { ...themeOptions, direction: look.rtl ? 'rtl' : 'ltr' };
  if (look.highContrast) {
    options.palette = highContrastPalette;
    options.components = {
      ...themeOptions.components,
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none', border: '1px solid rgba(255, 255, 255, 0.7)' } } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: { borderRadius: 999, minHeight: 44, paddingInline: 20 },
          sizeLarge: { minHeight: 52, paddingInline: 28, fontSize: '1.05rem' },
          outlined: { borderWidth: 2, borderColor: '#ffffff', '&:hover': { borderWidth: 2 } },
        },
      },
      MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44, outline: '1px solid rgba(255, 255, 255, 0.8)' } } },
      MuiAppBar: { styleOverrides: { root: { backgroundColor: '#000000', backgroundImage: 'none', boxShadow: 'inset 0 -1px 0 #ffffff' } } },
      MuiLink: { defaultProps: { underline: 'always' } },
    };
  }
  if (look.readingFont) {
    // OpenDyslexic has Latin letters only; other scripts keep their Noto faces.
    options.typography = { ...themeOptions.typography, fontFamily: `"OpenDyslexic", ${fontFamily}`, body1: { lineHeight: 1.7, wordSpacing: '0.12em' }, body2: { lineHeight: 1.7, wordSpacing: '0.12em' } };
  }
  if (look.reducedMotion) {
    options.transitions = { create: () => 'none' };
    options.components = { ...options.components, MuiButtonBase: { defaultProps: { disableRipple: true } } };
  }
  return options;
}

const looks = new Map<string, Theme>();

/** The theme for a look, made once per look (a new theme object re-renders every styled component). */
export function themeFor(look: ThemeLook): Theme {
  if (!look.highContrast && !look.readingFont && !look.reducedMotion) return look.rtl ? rtlTheme : theme;
  const key = `${look.rtl}|${look.highContrast}|${look.readingFont}|${look.reducedMotion}`;
  let made = looks.get(key);
  if (!made) {
    made = createTheme(lookOptions(look));
    looks.set(key, made);
  }
  return made;
}
