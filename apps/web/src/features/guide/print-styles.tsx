import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * How the guide prints: only the guide's own text, dark on white, each chapter starting on a
 * new page (the course's "print every chapter" lays them one after another). The app's bars,
 * drawer, footer and buttons stay on screen only.
 */
export function GuidePrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          'header, footer, nav, .MuiDrawer-root, .MuiFab-root, [data-print="hide"]': { display: 'none !important' },
          'body, main': { background: '#fff !important', color: '#000 !important' },
          '[data-guide-chapter] ~ [data-guide-chapter]': { breakBefore: 'page', pageBreakBefore: 'always' },
          '[data-guide-page] *': { color: '#000 !important' },
          '[data-guide-page] .MuiPaper-root': { background: '#fff !important', boxShadow: 'none !important' },
          a: { textDecoration: 'none' },
          '@page': { margin: '16mm' },
        },
      }}
    />
  );
}
