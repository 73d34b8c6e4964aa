import type { SxProps, Theme } from '@mui/material/styles';

/**
 * How our Markdown looks, shared by the real renderer (`markdown.tsx`) and its quick preview
 * (`markdown-preview.tsx`), so that nothing moves when one gives way to the other.
 */
export const MARKDOWN_LOOK = {
  h2: { mt: 4, mb: 1.5 },
  h3: { mt: 3, mb: 1 },
  p: { mb: 1.5, lineHeight: 1.75, color: 'text.secondary' },
  li: { mb: 0.75, lineHeight: 1.7, color: 'text.secondary' },
  // Inline code is a small pill; dir="ltr" goes on the element (the right-to-left style cache
  // flips a stylesheet's `direction`, never the attribute).
  code: { color: 'primary.light', backgroundColor: 'rgba(74,222,128,0.1)', px: 0.5, borderRadius: 1, fontSize: '0.95em' },
  pre: {
    color: 'primary.light',
    backgroundColor: 'rgba(0,0,0,0.3)',
    p: 1.5,
    borderRadius: 2,
    overflowX: 'auto',
    lineHeight: 1.5,
    '& code': { backgroundColor: 'transparent', px: 0, borderRadius: 0 },
  },
  strong: { color: 'text.primary', fontWeight: 800 },
} satisfies Record<string, SxProps<Theme>>;
