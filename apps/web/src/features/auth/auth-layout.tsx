import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LogoMark } from '../../components/logo-mark.tsx';
import { PageTitle, type DescribedPage } from '../../components/page-title.tsx';

interface AuthLayoutProps {
  title: string;
  /** The description a public auth page gives search engines. */
  about?: DescribedPage;
  heading: string;
  lead: string;
  children: ReactNode;
  /** Links under the card (log in instead, sign up instead). */
  footer?: ReactNode;
}

/** The card every auth page sits in: one clear heading, one short sentence, big fields. */
export function AuthLayout({ title, about, heading, lead, children, footer }: AuthLayoutProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <PageTitle page={title} {...(about ? { about } : {})} />
      <Paper
        elevation={0}
        sx={{
          p: { xs: 3, sm: 5 },
          borderRadius: 5,
          border: 1,
          borderColor: 'divider',
          boxShadow: '0 24px 60px rgba(0,0,0,0.35)',
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
          <LogoMark size={48} />
        </Box>
        <Typography
          variant="h4"
          component="h1"
          sx={{ textAlign: 'center', fontWeight: 800, fontSize: { xs: '1.7rem', sm: '2.1rem' } }}
        >
          {heading}
        </Typography>
        <Typography sx={{ textAlign: 'center', color: 'text.secondary', mt: 1, mb: 3 }}>
          {lead}
        </Typography>
        {children}
      </Paper>
      {footer && <Box sx={{ textAlign: 'center', mt: 3, display: 'grid', gap: 1 }}>{footer}</Box>}
    </Container>
  );
}
