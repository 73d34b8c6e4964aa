import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { StatusPage } from '../../components/status-page.tsx';
import { SUPPORT_EMAIL } from '../../lib/config.ts';
import { RefusalNotice } from '../../lib/refusal/index.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useResubscribe } from './api/resubscribe.ts';

/**
 * /unsubscribed: where the unsubscribe and digest-off links of our mail land (spec/platform.md §2).
 * `?digest=1` after turning the weekly digest off, `?invalid=1` for a link that matched no mail;
 * `?mail=ID` (the mail's public id) after unsubscribing lets the reader subscribe again.
 */
export function UnsubscribedPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const localePath = useLocalePath();
  const resubscribe = useResubscribe();
  const mailId = params.get('mail');
  const kind =
    params.get('invalid') === '1'
      ? 'invalid'
      : params.get('digest') === '1'
        ? 'digest'
        : resubscribe.isSuccess
          ? 'again'
          : 'all';
  const heading = {
    all: t('unsubscribed.heading'),
    again: t('unsubscribed.againHeading'),
    digest: t('unsubscribed.digestHeading'),
    invalid: t('unsubscribed.invalidHeading'),
  }[kind];
  const body = {
    all: t('unsubscribed.body'),
    again: t('unsubscribed.againBody'),
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
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <RefusalNotice error={resubscribe.error} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              {kind === 'all' && mailId && (
                <Button
                  variant="outlined"
                  size="large"
                  disabled={resubscribe.isPending}
                  onClick={() => resubscribe.mutate(mailId)}
                >
                  {t('unsubscribed.subscribeAgain')}
                </Button>
              )}
              <Button component={Link} to={localePath()} variant="contained" size="large">
                {t('unsubscribed.backHome')}
              </Button>
            </Stack>
          </Stack>
        }
      />
    </>
  );
}
