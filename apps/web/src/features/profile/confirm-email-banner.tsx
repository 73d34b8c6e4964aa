import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useDescribeRefusal } from '../../lib/refusal/index.ts';
import { useNotify } from '../../components/notification-provider.tsx';
import { useResendConfirmation } from '../../lib/api/resend-confirmation.ts';

/**
 * "Please confirm your e-mail", with the way out the banner lacked: Send again. The server allows
 * one link a minute and says so in words when asked too soon.
 */
export function ConfirmEmailBanner({ email }: { readonly email: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const resend = useResendConfirmation();
  const describe = useDescribeRefusal();
  const sent = resend.isSuccess;

  const sendAgain = () =>
    resend.mutate(undefined, {
      onSuccess: () => notify(t('profile.overview.emailSentAgain', { email }), 'success'),
      onError: (error) => notify(describe(error).message, 'error'),
    });

  return (
    <Alert
      severity="warning"
      // A long address wraps instead of running under the button on a phone.
      sx={{ mb: 3, alignItems: 'center', '& .MuiAlert-message': { overflowWrap: 'anywhere', minWidth: 0 } }}
      data-testid="confirm-email-banner"
      action={
        <Button color="inherit" variant="outlined" onClick={sendAgain} disabled={resend.isPending || sent} sx={{ whiteSpace: 'nowrap', minHeight: 44 }}>
          {sent ? t('profile.overview.emailSent') : t('profile.overview.emailSendAgain')}
        </Button>
      }
    >
      {sent ? t('profile.overview.emailSentAgain', { email }) : t('profile.overview.emailUnverified', { email })}
    </Alert>
  );
}
