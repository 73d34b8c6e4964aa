import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import EmailRounded from '@mui/icons-material/EmailRounded';
import GoogleIcon from '@mui/icons-material/Google';
import PhoneIphoneRounded from '@mui/icons-material/PhoneIphoneRounded';
import LockOpenRounded from '@mui/icons-material/LockOpenRounded';
import RocketLaunchRounded from '@mui/icons-material/RocketLaunchRounded';
import SaveRounded from '@mui/icons-material/SaveRounded';
import StarsRounded from '@mui/icons-material/StarsRounded';
import { usePlayText } from '../i18n/use-play-text.ts';
import { FriendlyDialog } from './friendly-dialog.tsx';

/** The sign-up and upgrade prompts of platform §2 "Modals" that stand in for a run. */
export type AccessModal = 'sign-up' | 'mobile-sign-up' | 'frequent-execution' | 'sign-up-credits' | 'upgrade-plan';

export interface AccessDialogsProps {
  readonly modal: AccessModal | null;
  readonly onClose: () => void;
  /** Locale paths (with the way back here) and the Google start URL, worked out by the screen. */
  readonly signUpPath: string;
  readonly logInPath: string;
  /** Null when this server offers no Google sign-in: its buttons are left out. */
  readonly googleUrl: string | null;
  readonly upgradePath: string;
  readonly onNavigate: (path: string) => void;
}

const BIG = { minHeight: 52, fontSize: '1.1rem', px: 3 } as const;

/** The ways forward, one big button per line, the one we suggest first. */
function Choices({ children }: { readonly children: ReactNode }) {
  return <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.25 }}>{children}</Box>;
}

/**
 * Go-to-sign-up (anonymous on intro-level5..7 or a 401), mobile sign-up (anonymous on a phone), frequent-execution (every 4th anonymous
 * run), sign-up-credits and upgrade-plan (a 403 for spent attempts). Each one has a way forward and
 * a way back to the level, so a child is never stuck.
 */
export function AccessDialogs(props: AccessDialogsProps) {
  const t = usePlayText();
  const { modal, onClose, onNavigate } = props;
  const later = (key: 'access.signUp.later' | 'access.frequent.later' | 'dialogs.close') => (
    <Button size="large" onClick={onClose} sx={BIG}>
      {t(key)}
    </Button>
  );
  if (modal === 'sign-up') {
    return (
      <FriendlyDialog open onClose={onClose} title={t('access.signUp.title')} art={<LockOpenRounded />} testId="sign-up-dialog" actions={later('access.signUp.later')}>
        <Typography sx={{ fontSize: '1.15rem', textAlign: 'center', mb: 2.5 }}>{t('access.signUp.body')}</Typography>
        <Choices>
          <Button size="large" variant="contained" onClick={() => onNavigate(props.signUpPath)} autoFocus sx={BIG}>
            {t('access.signUp.signUp')}
          </Button>
          <Button size="large" variant="outlined" onClick={() => onNavigate(props.logInPath)} sx={BIG}>
            {t('access.signUp.logIn')}
          </Button>
        </Choices>
      </FriendlyDialog>
    );
  }
  if (modal === 'mobile-sign-up') {
    return (
      <FriendlyDialog open onClose={onClose} title={t('access.mobile.title')} art={<PhoneIphoneRounded />} tone="success" testId="mobile-sign-up-dialog" actions={later('dialogs.close')}>
        <Typography sx={{ fontSize: '1.15rem', textAlign: 'center', mb: 2.5 }}>{t('access.mobile.body')}</Typography>
        <Choices>
          {props.googleUrl ? (
            <Button size="large" variant="contained" href={props.googleUrl} startIcon={<GoogleIcon />} sx={BIG}>
              {t('access.frequent.google')}
            </Button>
          ) : null}
          <Button size="large" variant={props.googleUrl ? 'outlined' : 'contained'} onClick={() => onNavigate(props.signUpPath)} startIcon={<EmailRounded />} sx={BIG}>
            {t('access.frequent.email')}
          </Button>
          <Button size="large" onClick={() => onNavigate(props.logInPath)} sx={BIG}>
            {t('access.signUp.logIn')}
          </Button>
        </Choices>
      </FriendlyDialog>
    );
  }
  if (modal === 'frequent-execution') {
    return (
      <FriendlyDialog open onClose={onClose} title={t('access.frequent.title')} art={<SaveRounded />} tone="success" testId="frequent-execution-dialog" actions={later('access.frequent.later')}>
        <Typography sx={{ fontSize: '1.15rem', textAlign: 'center', mb: 2.5 }}>{t('access.frequent.body')}</Typography>
        <Choices>
          {props.googleUrl ? (
            <Button size="large" variant="contained" href={props.googleUrl} startIcon={<GoogleIcon />} sx={BIG} data-testid="frequent-google">
              {t('access.frequent.google')}
            </Button>
          ) : null}
          <Button size="large" variant={props.googleUrl ? 'outlined' : 'contained'} onClick={() => onNavigate(props.signUpPath)} startIcon={<EmailRounded />} sx={BIG} data-testid="frequent-email">
            {t('access.frequent.email')}
          </Button>
        </Choices>
      </FriendlyDialog>
    );
  }
  if (modal === 'sign-up-credits') {
    return (
      <FriendlyDialog open onClose={onClose} title={t('access.credits.title')} art={<StarsRounded />} testId="sign-up-credits-dialog" actions={later('dialogs.close')}>
        <Typography sx={{ fontSize: '1.15rem', textAlign: 'center', mb: 2.5 }} data-testid="attempts-message">
          {t('access.credits.message')}
        </Typography>
        <Choices>
          <Button size="large" variant="contained" onClick={() => onNavigate(props.signUpPath)} autoFocus sx={BIG}>
            {t('access.credits.signUp')}
          </Button>
          <Button size="large" variant="outlined" onClick={() => onNavigate(props.logInPath)} sx={BIG}>
            {t('access.credits.logIn')}
          </Button>
        </Choices>
      </FriendlyDialog>
    );
  }
  if (modal === 'upgrade-plan') {
    return (
      <FriendlyDialog open onClose={onClose} title={t('access.upgrade.title')} art={<RocketLaunchRounded />} testId="upgrade-plan-dialog" actions={later('dialogs.close')}>
        <Typography sx={{ fontSize: '1.15rem', textAlign: 'center', mb: 2.5 }} data-testid="attempts-message">
          {t('access.upgrade.message')}
        </Typography>
        <Choices>
          <Button size="large" variant="contained" onClick={() => onNavigate(props.upgradePath)} autoFocus sx={BIG}>
            {t('access.upgrade.upgrade')}
          </Button>
        </Choices>
      </FriendlyDialog>
    );
  }
  return null;
}
