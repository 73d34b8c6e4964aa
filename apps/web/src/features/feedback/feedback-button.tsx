import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import RateReviewRounded from '@mui/icons-material/RateReviewRounded';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../lib/use-locale.ts';

// The dialog is only needed once someone clicks, so it stays out of the first download.
const FeedbackDialog = lazy(() =>
  import('./feedback-dialog.tsx').then((module) => ({ default: module.FeedbackDialog })),
);

/**
 * The fixed Feedback button (spec/platform.md §2). Feedback needs an account (§5): visitors get
 * the reason in a tooltip and go to log in, coming back here afterwards.
 */
export function FeedbackButton({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);

  function handleClick() {
    if (signedIn) {
      setOpen(true);
      return;
    }
    const back = `${location.pathname}${location.search}`;
    navigate(`${to('login')}?${new URLSearchParams({ redirect: back }).toString()}`);
  }

  return (
    <>
      <Tooltip title={signedIn ? '' : t('feedback.loginRequired')} placement="left">
        <Button
          variant="contained"
          color="secondary"
          onClick={handleClick}
          startIcon={<RateReviewRounded />}
          sx={{
            position: 'fixed',
            right: { xs: 12, sm: 24 },
            bottom: { xs: 12, sm: 24 },
            zIndex: (theme) => theme.zIndex.speedDial,
            boxShadow: '0 10px 30px rgba(0,0,0,0.45)',
          }}
        >
          {t('feedback.button')}
        </Button>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <FeedbackDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
