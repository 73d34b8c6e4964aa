import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import RateReviewRounded from '@mui/icons-material/RateReviewRounded';
import { useTranslation } from 'react-i18next';
import { useFeedbackLauncher } from './use-feedback-launcher.tsx';

interface FeedbackButtonProps {
  readonly signedIn: boolean;
  /**
   * On the play screen of a tablet the floating button would sit on the editor's buttons, where
   * a child taps by mistake; there it hides and the menu's Feedback entry stands in.
   */
  readonly hideOnNarrowScreens?: boolean;
}

/**
 * The fixed Feedback button (spec/platform.md §2). A phone has no room beside the page for it: it
 * sat on text, buttons and fields, so there the menu's Feedback entry is the way in. Feedback needs an account (§5): visitors get
 * the reason in a tooltip and go to log in, coming back here afterwards.
 */
export function FeedbackButton({ signedIn, hideOnNarrowScreens = false }: FeedbackButtonProps) {
  const { t } = useTranslation();
  const { launch, dialog } = useFeedbackLauncher(signedIn);

  return (
    <>
      {/* The hint describes the button; its name stays the word it shows. */}
      <Tooltip title={signedIn ? '' : t('feedback.loginRequired')} placement="left" describeChild>
        <Button
          variant="contained"
          color="secondary"
          onClick={launch}
          startIcon={<RateReviewRounded />}
          data-testid="feedback-button"
          sx={{
            display: hideOnNarrowScreens ? { xs: 'none', md: 'inline-flex' } : { xs: 'none', sm: 'inline-flex' },
            position: 'fixed',
            right: { xs: 12, sm: 24 },
            bottom: { xs: 12, sm: 24 },
            zIndex: (theme) => theme.zIndex.speedDial,
            boxShadow: '0 10px 30px rgba(0,0,0,0.45)',
            // Fixed to the window, it would print on every sheet (login cards, class reports, the guide).
            '@media print': { display: 'none' },
          }}
        >
          {t('feedback.button')}
        </Button>
      </Tooltip>
      {dialog}
    </>
  );
}
