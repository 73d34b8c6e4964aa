import Button from '@mui/material/Button';
import HomeRounded from '@mui/icons-material/HomeRounded';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../lib/use-locale.ts';
import { PageTitle } from './page-title.tsx';
import { StatusPage } from './status-page.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <>
      <PageTitle page={t('notFound.title')} />
      <StatusPage
        mood="lost"
        eyebrow="404"
        heading={t('notFound.heading')}
        body={t('notFound.body')}
        actions={
          <Button
            component={RouterLink}
            to={to()}
            variant="contained"
            size="large"
            startIcon={<HomeRounded />}
          >
            {t('notFound.backHome')}
          </Button>
        }
      />
    </>
  );
}
