import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import RateReviewRounded from '@mui/icons-material/RateReviewRounded';
import { useTranslation } from 'react-i18next';
import { useFeedbackLauncher } from './use-feedback-launcher.tsx';

/** A phone turned on its side. */
const SHORT_SCREEN = '@media (max-height: 500px)';

interface FeedbackButtonProps {
  readonly signedIn: boolean;
  /**
   * On the play screen of a tablet the floating button would sit on the editor's buttons or the
   * map's corner (a 1024 px tablet included), where a child taps by mistake; below a laptop's
   * width it hides there and the menu's Feedback entry stands in.
   */
  readonly hideOnNarrowScreens?: boolean;
}

/**
 * The fixed Feedback button (spec/platform.md §2). A phone has no room beside the page for it: it
 * sat on text, buttons and fields, so there (narrow, or turned on its side: short) the menu's
 * Feedback entry is the way in. Feedback needs an account (§5): visitors get
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
            display: hideOnNarrowScreens ? { xs: 'none', lg: 'inline-flex' } : { xs: 'none', sm: 'inline-flex' },
            // A phone on its side is wide but short: the button would cover half of what it shows.
            [SHORT_SCREEN]: { display: 'none' },
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
