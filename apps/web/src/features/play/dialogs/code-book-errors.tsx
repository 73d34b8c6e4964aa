import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { LazyMarkdown } from '../../../components/lazy-markdown.tsx';
import { codebookText } from '../i18n/use-play-text.ts';
import { ERROR_FAMILIES, ERROR_FAMILY_WORDS } from '../model/error-families.ts';

/**
 * The Code Book's error families: each family's name, what raises it (in the reader's language)
 * and a small try/except program that handles it (Python, left to right in every language).
 */
export function CodeBookErrors() {
  return (
    <Box component="section" data-testid="code-book-errors">
      <Divider sx={{ my: 2 }} />
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {codebookText('errorsTitle', ERROR_FAMILY_WORDS.errorsTitle)}
      </Typography>
      <Box sx={{ mb: 1.5, '& p:last-child': { mb: 0 } }}>
        <LazyMarkdown>{codebookText('errorsIntro', ERROR_FAMILY_WORDS.errorsIntro)}</LazyMarkdown>
      </Box>
      {ERROR_FAMILIES.map((family) => (
        <Box key={family.name} sx={{ mb: 1.5, p: 1.5, borderRadius: 3, backgroundColor: 'rgba(0,0,0,0.22)' }}>
          <Box component="code" sx={{ color: 'primary.main', fontWeight: 800, fontSize: '1.05rem' }}>
            {family.name}
          </Box>
          <Typography sx={{ mt: 0.5 }}>{codebookText(family.name, family.doc)}</Typography>
          <Box component="pre" dir="ltr" sx={{ mt: 0.75, mb: 0, p: 1, borderRadius: 2, backgroundColor: 'rgba(0,0,0,0.3)', color: '#fde68a', fontSize: '0.95rem', overflowX: 'auto' }}>
            <code>{family.example}</code>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
