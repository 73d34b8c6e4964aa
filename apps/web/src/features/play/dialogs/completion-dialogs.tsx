import Box from '@mui/material/Box';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import CelebrationRounded from '@mui/icons-material/CelebrationRounded';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { usePlayText } from '../i18n/use-play-text.ts';
import { creativeTitleFontSize } from '../model/timing.ts';
import { FriendlyDialog } from './friendly-dialog.tsx';

export type CompletionKind = 'level-complete' | 'course-complete' | 'final-level-complete' | 'certificate' | 'creative-complete';

export interface CompletionDialogsProps {
  readonly kind: CompletionKind | null;
  readonly levelName: string;
  readonly courseName: string;
  readonly signedIn: boolean;
  readonly hasNext: boolean;
  readonly onNext: () => void;
  readonly onReplay: () => void;
  readonly onClose: () => void;
  readonly onHome: () => void;
  readonly onSignUp: () => void;
  readonly onExplore: () => void;
}

const pop = keyframes`
  0% { transform: scale(0.2) rotate(-8deg); opacity: 0; }
  60% { transform: scale(1.12) rotate(2deg); opacity: 1; }
  100% { transform: scale(1) rotate(-3deg); }
`;

const shine = keyframes`
  0% { background-position: -120px 0; }
  100% { background-position: 220px 0; }
`;

/** The "Complete" ribbon of the creative dialog: pops in, then a light sweeps across it. */
function Ribbon({ label }: { readonly label: string }) {
  return (
    <Box
      sx={{
        mx: 'auto',
        my: 1,
        width: 'fit-content',
        px: 4,
        py: 1,
        borderRadius: 2,
        fontWeight: 900,
        fontSize: '1.4rem',
        letterSpacing: '0.08em',
        textTransform: 'uppercase',
        color: '#052e16',
        background: 'linear-gradient(100deg, #22c55e 0%, #4ade80 40%, #bbf7d0 50%, #4ade80 60%, #22c55e 100%)',
        backgroundSize: '340px 100%',
        animation: `${pop} 600ms cubic-bezier(.2,.9,.3,1.2) both, ${shine} 1800ms 600ms ease-in-out infinite`,
        boxShadow: '0 6px 0 #15803d',
      }}
    >
      {label}
    </Box>
  );
}

/** Level complete, course complete, final level, certificate and creative level complete. */
export function CompletionDialogs(props: CompletionDialogsProps) {
  const t = usePlayText();
  const { kind } = props;
  if (kind === null) return null;

  if (kind === 'creative-complete') {
    return (
      <FriendlyDialog
        open
        disableEscape
        title={<Box component="span" sx={{ fontSize: '2rem', letterSpacing: '0.04em' }}>{t('dialogs.creative.title')}</Box>}
        art={<EmojiEventsRounded />}
        tone="success"
        testId="creative-complete-dialog"
        actions={
          <>
            <Button variant="outlined" size="large" onClick={props.onReplay}>
              {t('dialogs.creative.replay')}
            </Button>
            {props.signedIn ? null : (
              <Button variant="outlined" color="secondary" size="large" onClick={props.onSignUp}>
                {t('dialogs.creative.signUp')}
              </Button>
            )}
            <Button variant="contained" size="large" onClick={props.onExplore} autoFocus>
              {t('dialogs.creative.explore')}
            </Button>
          </>
        }
      >
        <Typography
          sx={{ textAlign: 'center', fontWeight: 800, fontSize: `${creativeTitleFontSize(props.levelName)}px`, wordBreak: 'break-word' }}
        >
          {props.levelName}
        </Typography>
        <Ribbon label={t('dialogs.creative.ribbon')} />
      </FriendlyDialog>
    );
  }

  if (kind === 'course-complete') {
    return (
      <FriendlyDialog
        open
        onClose={props.onClose}
        title={t('dialogs.courseComplete.title')}
        art={<SchoolRounded />}
        tone="success"
        testId="course-complete-dialog"
        actions={
          <Button variant="contained" size="large" onClick={props.onHome} autoFocus>
            {t('dialogs.courseComplete.home')}
          </Button>
        }
      >
        <Typography sx={{ textAlign: 'center', fontSize: '1.1rem' }}>{t('dialogs.courseComplete.body', { course: props.courseName })}</Typography>
      </FriendlyDialog>
    );
  }

  if (kind === 'final-level-complete') {
    return (
      <FriendlyDialog
        open
        onClose={props.onClose}
        title={t('dialogs.finalLevel.title')}
        art={<StarRounded />}
        tone="success"
        testId="final-level-dialog"
        actions={
          <Button variant="contained" size="large" onClick={props.onClose} autoFocus>
            {t('dialogs.finalLevel.back')}
          </Button>
        }
      >
        <Typography sx={{ textAlign: 'center', fontSize: '1.1rem' }}>{t('dialogs.finalLevel.body')}</Typography>
      </FriendlyDialog>
    );
  }

  if (kind === 'certificate') {
    return (
      <FriendlyDialog
        open
        onClose={props.onClose}
        title={t('dialogs.certificate.title')}
        art={<WorkspacePremiumRounded />}
        tone="success"
        maxWidth="sm"
        testId="certificate-dialog"
        actions={
          <Button variant="contained" size="large" onClick={props.hasNext ? props.onNext : props.onClose} autoFocus>
            {t('dialogs.certificate.next')}
          </Button>
        }
      >
        <Box sx={{ border: '3px double #fbbf24', borderRadius: 3, p: 3, textAlign: 'center', background: 'linear-gradient(160deg, #1c2a21, #13201a)' }}>
          <Typography sx={{ fontWeight: 900, fontSize: '1.3rem', color: '#fbbf24', mb: 1 }}>{props.courseName}</Typography>
          <Typography sx={{ fontSize: '1.05rem' }}>{t('dialogs.certificate.awarded')}</Typography>
        </Box>
        <Typography sx={{ textAlign: 'center', mt: 2 }}>{t('dialogs.certificate.body')}</Typography>
      </FriendlyDialog>
    );
  }

  return (
    <FriendlyDialog
      open
      onClose={props.onClose}
      title={t('dialogs.complete.title')}
      art={<CelebrationRounded />}
      tone="success"
      testId="level-complete-dialog"
      actions={
        <>
          <Button variant="outlined" size="large" onClick={props.onReplay}>
            {t('dialogs.complete.replay')}
          </Button>
          {props.hasNext ? (
            <Button variant="contained" size="large" onClick={props.onNext} autoFocus>
              {t('dialogs.complete.next')} →
            </Button>
          ) : (
            <Button variant="contained" size="large" onClick={props.onClose} autoFocus>
              {t('dialogs.complete.stay')}
            </Button>
          )}
        </>
      }
    >
      <Typography sx={{ textAlign: 'center', fontSize: '1.1rem' }}>{t('dialogs.complete.body')}</Typography>
    </FriendlyDialog>
  );
}
