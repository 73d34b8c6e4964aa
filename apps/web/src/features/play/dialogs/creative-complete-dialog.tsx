import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import { keyframes } from '@mui/material/styles';
import { Link as RouterLink, useLocation } from 'react-router';
import { authPagePath } from '../../../lib/auth-links.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import { usePlayText } from '../i18n/use-play-text.ts';
import { creativeTitleFontSize } from '../model/timing.ts';
import { FriendlyDialog } from './friendly-dialog.tsx';

export interface CreativeCompleteDialogProps {
  readonly open: boolean;
  /** The creative level's name, shrunk to fit as it grows longer. */
  readonly levelName: string;
  /** Signed-in players see no Sign Up button. */
  readonly signedIn: boolean;
  /** The play screen restores the code template, resets the level and closes the dialog. */
  readonly onReplay: () => void;
}

const popIn = keyframes`
  0% { transform: scale(0.2) rotate(-10deg); opacity: 0; }
  60% { transform: scale(1.12) rotate(2deg); opacity: 1; }
  100% { transform: scale(1) rotate(-3deg); opacity: 1; }
`;

const shine = keyframes`
  0% { background-position: -160px 0; }
  100% { background-position: 260px 0; }
`;

/** The "Complete" ribbon: a banner with notched ends that pops in, then a light sweeps across it. */
function CompleteRibbon({ label }: { readonly label: string }) {
  return (
    <Box
      data-testid="creative-complete-ribbon"
      sx={{
        mx: 'auto',
        my: 2,
        width: 'fit-content',
        px: 6,
        py: 1.25,
        fontWeight: 900,
        fontSize: '1.5rem',
        letterSpacing: '0.1em',
        textTransform: 'uppercase',
        color: '#052e16',
        clipPath: 'polygon(0 0, 100% 0, 94% 50%, 100% 100%, 0 100%, 6% 50%)',
        background:
          'linear-gradient(100deg, #22c55e 0%, #4ade80 40%, #dcfce7 50%, #4ade80 60%, #22c55e 100%)',
        backgroundSize: '420px 100%',
        transform: 'rotate(-3deg)',
        animation: `${popIn} 600ms cubic-bezier(.2,.9,.3,1.2) both, ${shine} 2000ms 600ms ease-in-out infinite`,
        // Children who get dizzy from motion have asked their system for less of it.
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      {label}
    </Box>
  );
}

/**
 * The creative level complete dialog (spec/gameplay.md §4): "YOU MADE IT!", the level's name, the
 * Complete ribbon, and Replay, Sign Up (only when signed out) and Explore more. It closes only
 * through its buttons, never with Escape or a click beside it.
 */
export function CreativeCompleteDialog({
  open,
  levelName,
  signedIn,
  onReplay,
}: CreativeCompleteDialogProps) {
  const t = usePlayText();
  const toPath = useLocalePath();
  const location = useLocation();
  // After signing up the child comes back to this very level.
  const signUpPath = toPath(authPagePath('signup', `${location.pathname}${location.search}`));
  return (
    <FriendlyDialog
      open={open}
      disableEscape
      title={
        <Box component="span" sx={{ fontSize: '2rem', letterSpacing: '0.04em' }}>
          {t('dialogs.creative.title')}
        </Box>
      }
      art={<EmojiEventsRounded />}
      tone="success"
      testId="creative-complete-dialog"
      actions={
        <>
          <Button variant="outlined" size="large" onClick={onReplay}>
            {t('dialogs.creative.replay')}
          </Button>
          {signedIn ? null : (
            <Button
              component={RouterLink}
              to={signUpPath}
              variant="outlined"
              color="secondary"
              size="large"
            >
              {t('dialogs.creative.signUp')}
            </Button>
          )}
          <Button
            component={RouterLink}
            to={toPath('creative-levels')}
            variant="contained"
            size="large"
            autoFocus
          >
            {t('dialogs.creative.explore')}
          </Button>
        </>
      }
    >
      <Typography
        component="p"
        sx={{
          textAlign: 'center',
          fontWeight: 800,
          fontSize: `${creativeTitleFontSize(levelName)}px`,
          wordBreak: 'break-word',
        }}
      >
        {levelName}
      </Typography>
      <CompleteRibbon label={t('dialogs.creative.ribbon')} />
    </FriendlyDialog>
  );
}
