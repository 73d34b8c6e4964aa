import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/notification-provider.tsx';
import { emailVerifiedOutcome } from '../../lib/email-verified.ts';
import { useLocalePath } from '../../lib/use-locale.ts';

/**
 * The confirm-email link lands on the locale root with `?email_verified=True|False`: say how it
 * went, then go home with a clean URL so a reload does not repeat the message.
 */
export function EmailVerifiedNotice() {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const to = useLocalePath();
  const { pathname, search } = useLocation();
  const outcome = emailVerifiedOutcome(search);
  const home = to();
  const onRoot = pathname === home || `${pathname}/` === home;

  useEffect(() => {
    if (!outcome || !onRoot) return;
    if (outcome === 'verified') notify(t('notices.emailVerified'), 'success');
    else notify(t('notices.emailNotVerified'), 'error');
    navigate(home, { replace: true });
  }, [outcome, onRoot, home, navigate, notify, t]);

  return null;
}
