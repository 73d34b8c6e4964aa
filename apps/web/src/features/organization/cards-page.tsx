import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';
import { rememberedCards, useOrganization } from './api/school-api.ts';
import { useOrgText } from './i18n/use-org-text.ts';
import { SchoolLayout } from './school-layout.tsx';

/**
 * organization/classes/{classId}/cards: one page of login cards (the school's login link,
 * username, password) for the students just created; print CSS keeps only the cards.
 */
export function CardsPage() {
  const t = useOrgText();
  const to = useLocalePath();
  const classId = Number(useParams().classId);
  const organization = useOrganization();
  const cards = rememberedCards(classId);
  const link = organization.data ? `${window.location.origin}${to(`login-org/${organization.data.slug}`)}` : '';
  return (
    <SchoolLayout
      title={t('cards.title')}
      actions={cards.length > 0 ? <Button variant="contained" size="large" onClick={() => window.print()} sx={{ '@media print': { display: 'none' } }}>{t('cards.print')}</Button> : undefined}
    >
      {/* Printing keeps only the cards: no bars, buttons, footer or feedback button; white paper. */}
      <GlobalStyles
        styles={{
          '@media print': {
            'header, footer, .MuiAppBar-root, [data-testid="feedback-button"], h1': { display: 'none !important' },
            body: { background: '#fff !important' },
            '@page': { margin: '10mm' },
          },
        }}
      />
      {cards.length === 0 ? (
        <Alert severity="info">{t('cards.none')}</Alert>
      ) : (
        <Box
          data-testid="login-cards"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))',
            gap: 1.5,
            '@media print': { gridTemplateColumns: 'repeat(3, 1fr)', gap: '4mm' },
          }}
        >
          {cards.map((card) => (
            <Box
              key={card.username}
              data-testid="login-card"
              sx={{ border: '2px dashed #4ade80', borderRadius: 2, p: 1.5, breakInside: 'avoid', backgroundColor: '#fff', color: '#111', '@media print': { border: '1px dashed #555' } }}
            >
              <Typography sx={{ fontWeight: 900, color: '#15803d' }}>Codehop</Typography>
              <Typography variant="caption" sx={{ display: 'block', wordBreak: 'break-all', mb: 1 }}>
                {t('cards.go')} {link}
              </Typography>
              <Typography sx={{ fontSize: '0.8rem' }}>{t('cards.username')}</Typography>
              <Typography sx={{ fontWeight: 900, fontSize: '1.2rem', fontFamily: 'monospace' }} data-testid="card-username">{card.username}</Typography>
              <Typography sx={{ fontSize: '0.8rem' }}>{t('cards.password')}</Typography>
              <Typography sx={{ fontWeight: 900, fontSize: '1.2rem', fontFamily: 'monospace' }} data-testid="card-password">{card.password}</Typography>
            </Box>
          ))}
        </Box>
      )}
    </SchoolLayout>
  );
}
