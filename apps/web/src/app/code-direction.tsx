import GlobalStyles from '@mui/material/GlobalStyles';

const CODE_LEFT_TO_RIGHT = { 'code, pre, kbd': { direction: 'ltr', unicodeBidi: 'isolate' } } as const;

/**
 * Code reads left to right on every page, Hebrew and Arabic too. Rendered outside the
 * DirectionProvider on purpose: the right-to-left style cache flips every `direction: ltr` it
 * sees into `rtl`, and that rule then beat each `dir="ltr"` on code (the Arabic home page showed
 * `* from player import`).
 */
export function CodeLeftToRight() {
  return <GlobalStyles styles={CODE_LEFT_TO_RIGHT} />;
}
