import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import ReactMarkdown, { type Components } from 'react-markdown';
import { Link as RouterLink } from 'react-router';

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
    <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 1.5 }}>
      {children}
    </Typography>
  ),
  h3: ({ children }) => (
    <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
      {children}
    </Typography>
  ),
  p: ({ children }) => (
    <Typography variant="body1" sx={{ mb: 1.5, lineHeight: 1.75, color: 'text.secondary' }}>
      {children}
    </Typography>
  ),
  li: ({ children }) => (
    <Typography
      component="li"
      variant="body1"
      sx={{ mb: 0.75, lineHeight: 1.7, color: 'text.secondary' }}
    >
      {children}
    </Typography>
  ),
  // Inline code is a small pill; a code block is one dark box whose lines keep their indentation
  // (a pill per line would look like extra indentation, which means something in Python). Both carry
  // dir="ltr": the right-to-left style cache flips a stylesheet's `direction`, never the attribute.
  code: ({ children }) => (
    <Box
      component="code"
      dir="ltr"
      sx={{ color: 'primary.light', backgroundColor: 'rgba(74,222,128,0.1)', px: 0.5, borderRadius: 1, fontSize: '0.95em' }}
    >
      {children}
    </Box>
  ),
  pre: ({ children }) => (
    <Box
      component="pre"
      dir="ltr"
      sx={{
        color: 'primary.light',
        backgroundColor: 'rgba(0,0,0,0.3)',
        p: 1.5,
        borderRadius: 2,
        overflowX: 'auto',
        lineHeight: 1.5,
        '& code': { backgroundColor: 'transparent', px: 0, borderRadius: 0 },
      }}
    >
      {children}
    </Box>
  ),
  strong: ({ children }) => (
    <Box component="strong" sx={{ color: 'text.primary', fontWeight: 800 }}>
      {children}
    </Box>
  ),
};

/** Renders trusted Markdown from our own content and translation files (no raw HTML). */
export function Markdown({ children }: { children: string }) {
  return <ReactMarkdown components={components}>{children}</ReactMarkdown>;
}
