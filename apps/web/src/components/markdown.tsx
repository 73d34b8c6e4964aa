import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import ReactMarkdown, { type Components } from 'react-markdown';
import { Link as RouterLink } from 'react-router';
import { MARKDOWN_LOOK } from './markdown-look.ts';

// In-app links go through the router (no full reload); mail and outside links stay plain.
const components: Components = {
  a: ({ href = '', children }) =>
    href.startsWith('/') ? (
      <Link component={RouterLink} to={href} color="primary" sx={{ fontWeight: 700 }}>
        {children}
      </Link>
    ) : (
      <Link
        href={href}
        color="primary"
        sx={{ fontWeight: 700 }}
        {...(href.startsWith('http') ? { target: '_blank', rel: 'noopener' } : {})}
      >
        {children}
      </Link>
    ),
  h2: ({ children }) => (
    <Typography variant="h5" component="h2" sx={MARKDOWN_LOOK.h2}>
      {children}
    </Typography>
  ),
  h3: ({ children }) => (
    <Typography variant="h6" component="h3" sx={MARKDOWN_LOOK.h3}>
      {children}
    </Typography>
  ),
  p: ({ children }) => (
    <Typography variant="body1" sx={MARKDOWN_LOOK.p}>
      {children}
    </Typography>
  ),
  li: ({ children }) => (
    <Typography component="li" variant="body1" sx={MARKDOWN_LOOK.li}>
      {children}
    </Typography>
  ),
  // Inline code is a small pill; a code block is one dark box whose lines keep their indentation
  // (a pill per line would look like extra indentation, which means something in Python). Both carry
  // dir="ltr": the right-to-left style cache flips a stylesheet's `direction`, never the attribute.
  code: ({ children }) => (
    <Box component="code" dir="ltr" sx={MARKDOWN_LOOK.code}>
      {children}
    </Box>
  ),
  pre: ({ children }) => (
    <Box component="pre" dir="ltr" sx={MARKDOWN_LOOK.pre}>
      {children}
    </Box>
  ),
  strong: ({ children }) => (
    <Box component="strong" sx={MARKDOWN_LOOK.strong}>
      {children}
    </Box>
  ),
};

/** Renders trusted Markdown from our own content and translation files (no raw HTML). */
export function Markdown({ children }: { children: string }) {
  return <ReactMarkdown components={components}>{children}</ReactMarkdown>;
}
