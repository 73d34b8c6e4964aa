import Box from '@mui/material/Box';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';

/**
 * Guide text with `code` in backticks: the code is shown as code, left to right in every
 * language (Python reads left to right, also inside Arabic text).
 */
export function GuideInline({ text }: { text: string }): ReactNode {
  const parts = text.split('`');
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <Code key={index}>{part}</Code>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

export function Code({ children }: { children: string }) {
  return (
    <Box
      component="code"
      dir="ltr"
      sx={{
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        fontSize: '0.9em',
        px: 0.5,
        borderRadius: 1,
        bgcolor: 'rgba(74,222,128,0.12)',
        color: 'primary.light',
        unicodeBidi: 'isolate',
        '@media print': { color: '#000', bgcolor: '#eee' },
      }}
    >
      {children}
    </Box>
  );
}

export function GuideParagraph({ text, ...props }: { text: string } & TypographyProps) {
  return (
    <Typography variant="body1" sx={{ mb: 1.5, lineHeight: 1.75, color: 'text.secondary' }} {...props}>
      <GuideInline text={text} />
    </Typography>
  );
}

export function SectionHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h5" component="h2" sx={{ fontWeight: 800, mt: 4, mb: 1.5, breakAfter: 'avoid' }}>
      {children}
    </Typography>
  );
}

/** A block of Python (a solution): always left to right, lines kept as written. */
export function CodeBlock({ code }: { code: string }) {
  return (
    <Box
      component="pre"
      dir="ltr"
      sx={{
        m: 0,
        p: 1.5,
        borderRadius: 2,
        overflowX: 'auto',
        bgcolor: '#0f172a',
        color: '#e2e8f0',
        fontSize: '0.85rem',
        lineHeight: 1.5,
        textAlign: 'left',
        breakInside: 'avoid',
        '@media print': { bgcolor: '#f5f5f5', color: '#000', border: '1px solid #ccc', whiteSpace: 'pre-wrap' },
      }}
    >
      <code>{code}</code>
    </Box>
  );
}
