import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../components/markdown.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { SUPPORT_EMAIL } from '../../lib/config.ts';
import { useLocalePath } from '../../lib/use-locale.ts';

export type LegalDocument = 'tos' | 'privacy' | 'refund';

/** Terms of Service, Privacy Policy and Refund Policy: Markdown from the translation files. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t, i18n } = useTranslation();
  // A translated text helps the reader; the English one is binding, and the page says so.
  const translated = i18n.resolvedLanguage !== undefined && i18n.resolvedLanguage !== 'en';
  const to = useLocalePath();
  const title = t(`legal.${document}.title`);
  const body = t(`legal.${document}.body`, {
    supportEmail: SUPPORT_EMAIL,
    billingUrl: to('profile/billing'),
    refundUrl: to('refund-policy'),
  });

  return (
    <>
      <PageTitle page={title} about="legal" aboutValues={{ document: title }} />
      <Box
        sx={{
          background:
            'radial-gradient(1200px 300px at 50% -80px, rgba(74, 222, 128, 0.16), transparent)',
          pt: { xs: 5, md: 8 },
          pb: { xs: 6, md: 10 },
        }}
      >
        <Container maxWidth="md">
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2.1rem', md: '2.8rem' } }}>
            {title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1, mb: 4 }}>
            {t('legal.lastUpdated', { date: t('legal.updatedOn') })}
          </Typography>
          {translated && (
            <Alert severity="info" sx={{ mb: 2, borderRadius: 3 }} data-testid="legal-binding-notice">
              {t('legal.bindingNotice')}
            </Alert>
          )}
          <Paper
            variant="outlined"
            sx={{
              p: { xs: 2.5, md: 5 },
              borderRadius: 4,
              '& > :first-of-type': { mt: 0 },
              '& ul, & ol': { pl: 3 },
            }}
          >
            <Markdown>{body}</Markdown>
          </Paper>
        </Container>
      </Box>
    </>
  );
}
