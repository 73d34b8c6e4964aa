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
