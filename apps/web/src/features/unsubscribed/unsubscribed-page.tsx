import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { StatusPage } from '../../components/status-page.tsx';
import { SUPPORT_EMAIL } from '../../lib/config.ts';
import { useLocalePath } from '../../lib/use-locale.ts';

/**
 * /unsubscribed: where the unsubscribe and digest-off links of our mail land (spec/platform.md §2).
 * `?digest=1` after turning the weekly digest off, `?invalid=1` for a link that matched no mail.
 */
export function UnsubscribedPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const localePath = useLocalePath();
  const kind =
    params.get('invalid') === '1' ? 'invalid' : params.get('digest') === '1' ? 'digest' : 'all';
  const heading = {
    all: t('unsubscribed.heading'),
    digest: t('unsubscribed.digestHeading'),
    invalid: t('unsubscribed.invalidHeading'),
  }[kind];
  const body = {
    all: t('unsubscribed.body'),
    digest: t('unsubscribed.digestBody'),
    invalid: t('unsubscribed.invalidBody', { email: SUPPORT_EMAIL }),
  }[kind];
  return (
    <>
      <PageTitle page={t('unsubscribed.title')} />
      <StatusPage
        mood={kind === 'invalid' ? 'lost' : 'build'}
        heading={heading}
        body={body}
        actions={
          <Button component={Link} to={localePath()} variant="contained" size="large">
            {t('unsubscribed.backHome')}
          </Button>
        }
      />
    </>
  );
}
