import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { usePlayText } from '../i18n/use-play-text.ts';

/**
 * Above the guide of a level a visitor may read but not run (gameplay §5, intro-level5..7), and on
 * a phone, where running code needs an account: said before the child writes a whole program or
 * waits for Python to start, not only when Run is pressed.
 */
export function AccountLevelNotice({ reason, signUpPath }: { readonly reason: 'level' | 'phone'; readonly signUpPath: string }) {
  const t = usePlayText();
  return (
    <Alert
      severity="info"
      data-testid="account-level-notice"
      data-reason={reason}
      sx={{ borderRadius: 3, alignItems: 'center' }}
      action={
        <Button component={RouterLink} to={signUpPath} variant="contained" color="secondary" size="small" sx={{ whiteSpace: 'nowrap' }}>
          {t('accountLevel.signUp')}
        </Button>
      }
    >
      {t(reason === 'phone' ? 'accountLevel.phone' : 'accountLevel.text')}
    </Alert>
  );
}
