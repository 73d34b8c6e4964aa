import Alert from '@mui/material/Alert';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import PrintRounded from '@mui/icons-material/PrintRounded';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useGuideText } from './i18n/use-guide-text.ts';
import { GuidePrintStyles } from './print-styles.tsx';

/** The frame of every guide page: width, print styles, the way back, and a print button. */
export function GuideFrame({ trail, printLabel, children }: { trail: readonly { label: string; path: string }[]; printLabel?: string; children: ReactNode }) {
  const t = useGuideText();
  const to = useLocalePath();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 }, px: { xs: 2, sm: 3 } }} data-guide-page="">
      <GuidePrintStyles />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }} data-print="hide">
        <Breadcrumbs aria-label={t('title')} sx={{ minWidth: 0 }}>
          <Link component={RouterLink} to={to('guide')} underline="hover">
            {t('title')}
          </Link>
          {trail.map((step) => (
            <Link key={step.path} component={RouterLink} to={to(step.path)} underline="hover" data-content="">
              {step.label}
            </Link>
          ))}
        </Breadcrumbs>
        {printLabel ? (
          <Button variant="outlined" startIcon={<PrintRounded />} onClick={() => window.print()} sx={{ flexShrink: 0 }}>
            {printLabel}
          </Button>
        ) : null}
      </Stack>
      {children}
    </Container>
  );
}

export function PartlyEnglish({ show }: { show: boolean }) {
  const t = useGuideText();
  return show ? (
    <Alert severity="info" sx={{ mb: 2 }} data-print="hide">
      {t('partlyEnglish')}
    </Alert>
  ) : null;
}

/** Loading, failed or missing: what a guide page shows before its text. */
export function GuideStatus({ failed, missing, onRetry }: { failed: boolean; missing: boolean; onRetry: () => void }) {
  const t = useGuideText();
  if (missing) return <Alert severity="warning">{t('notFound')}</Alert>;
  if (failed)
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>{t('retry')}</Button>}>
        {t('failed')}
      </Alert>
    );
  return <Skeleton variant="rounded" height={420} />;
}
