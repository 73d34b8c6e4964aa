import Box from '@mui/material/Box';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import CelebrationRounded from '@mui/icons-material/CelebrationRounded';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import QuizRounded from '@mui/icons-material/QuizRounded';
import { useTranslation } from 'react-i18next';
import { usePlayText } from '../i18n/use-play-text.ts';
import { CreativeCompleteDialog } from './creative-complete-dialog.tsx';
import { FriendlyDialog } from './friendly-dialog.tsx';

export type CompletionKind = 'level-complete' | 'course-complete' | 'final-level-complete' | 'certificate' | 'creative-complete';

export interface CompletionDialogsProps {
  readonly kind: CompletionKind | null;
  readonly levelName: string;
  readonly courseName: string;
  readonly signedIn: boolean;
  /** The child playing (the chosen student's name), celebrated by name; null when nobody is chosen. */
  readonly childName: string | null;
  /** Anonymous players are offered an account on completion (gameplay §6). */
  readonly onSignUp: () => void;
  readonly hasNext: boolean;
  /** The next level exists but is in a chapter not bought: offer the way to unlock it (no dead end). */
  readonly nextLocked?: boolean;
  readonly onNext: () => void;
  readonly onUnlock?: () => void;
  /** The class requires this chapter's quiz before the next chapter: the dialog leads there, not "Stay here". */
  readonly onQuiz?: () => void;
  readonly onReplay: () => void;
  readonly onClose: () => void;
  readonly onHome: () => void;
  /** Opens the certificate the server issued (signed-in learners with a chosen student). */
  readonly onCertificate?: () => void;
}

/** Level complete, course complete, final level, certificate and creative level complete. */
export function CompletionDialogs(props: CompletionDialogsProps) {
  const t = usePlayText();
  // The certificate button reuses the account menu's word, so the play strings stay as translated.
  const { t: app } = useTranslation();
  const { kind } = props;
  if (kind === null) return null;

  if (kind === 'creative-complete') {
    return <CreativeCompleteDialog open levelName={props.levelName} signedIn={props.signedIn} onReplay={props.onReplay} />;
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
          <>
            {props.onCertificate ? (
              <Button variant="contained" color="secondary" size="large" onClick={props.onCertificate} startIcon={<WorkspacePremiumRounded />} data-testid="certificate-open">
                {app('account.menu.certificates')}
              </Button>
            ) : null}
            <Button variant="contained" size="large" onClick={props.onHome} autoFocus>
              {t('dialogs.courseComplete.home')}
            </Button>
          </>
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
    const name = props.childName;
    return (
      <FriendlyDialog
        open
        onClose={props.onClose}
        title={name ? t('dialogs.certificate.titleNamed', { name }) : t('dialogs.certificate.title')}
        art={<WorkspacePremiumRounded />}
        tone="success"
        maxWidth="sm"
        testId="certificate-dialog"
        actions={
          <>
            {props.onCertificate ? (
              <Button variant="contained" color="secondary" size="large" onClick={props.onCertificate} startIcon={<WorkspacePremiumRounded />} data-testid="certificate-open">
                {app('account.menu.certificates')}
              </Button>
            ) : null}
            <LeadOn {...props} />
          </>
        }
      >
        <Box sx={{ border: '3px double #fbbf24', borderRadius: 3, p: 3, textAlign: 'center', background: 'linear-gradient(160deg, #1c2a21, #13201a)' }}>
          <Typography sx={{ fontWeight: 900, fontSize: '1.3rem', color: '#fbbf24', mb: 1 }}>{props.courseName}</Typography>
          <Typography sx={{ fontSize: '1.05rem' }} data-testid="certificate-awarded">
            {name ? t('dialogs.certificate.awardedNamed', { name }) : t('dialogs.certificate.awarded')}
          </Typography>
        </Box>
        <Typography sx={{ textAlign: 'center', mt: 2 }}>{t('dialogs.certificate.body')}</Typography>
        {!props.signedIn ? <SignUpLine /> : null}
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
      actions={<LeadOn {...props} />}
    >
      <Typography sx={{ textAlign: 'center', fontSize: '1.1rem' }}>
        {props.childName ? t('dialogs.complete.bodyNamed', { name: props.childName }) : t('dialogs.complete.body')}
      </Typography>
      {!props.hasNext && props.nextLocked ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1.5 }}>
          {t('dialogs.complete.nextLocked')}
        </Typography>
      ) : null}
      {!props.signedIn ? <SignUpLine /> : null}
    </FriendlyDialog>
  );
}

/** Why an anonymous player should sign up now: what they just did is kept. */
function SignUpLine() {
  const t = usePlayText();
  return (
    <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1.5 }} data-testid="complete-sign-up-line">
      {t('dialogs.complete.signUpLine')}
    </Typography>
  );
}

/** The ways on from a finished level: play again, sign up (anonymous), and the next level or how to unlock it. */
function LeadOn(props: CompletionDialogsProps) {
  const t = usePlayText();
  const rtl = useTheme().direction === 'rtl';
  return (
    <>
      <Button variant="outlined" size="large" onClick={props.onReplay}>
        {t('dialogs.complete.replay')}
      </Button>
      {!props.signedIn ? (
        <Button variant="contained" color="secondary" size="large" onClick={props.onSignUp} data-testid="complete-sign-up">
          {t('dialogs.complete.signUp')}
        </Button>
      ) : null}
      {props.hasNext ? (
        <Button variant="contained" size="large" onClick={props.onNext} autoFocus data-testid="complete-next" endIcon={<ArrowForwardRounded sx={{ transform: rtl ? 'scaleX(-1)' : undefined }} />}>
          {t('dialogs.complete.next')}
        </Button>
      ) : props.onQuiz ? (
        <Button variant="contained" color="secondary" size="large" onClick={props.onQuiz} autoFocus data-testid="complete-quiz" startIcon={<QuizRounded />}>
          {t('controls.takeQuiz')}
        </Button>
      ) : props.nextLocked && props.onUnlock ? (
        <Button variant="contained" color="secondary" size="large" onClick={props.onUnlock} autoFocus data-testid="unlock-course">
          {t('dialogs.complete.unlock')}
        </Button>
      ) : (
        <Button variant="contained" size="large" onClick={props.onClose} autoFocus>
          {t('dialogs.complete.stay')}
        </Button>
      )}
    </>
  );
}
