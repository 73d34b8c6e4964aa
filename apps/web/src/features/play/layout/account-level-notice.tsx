import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { usePlayText } from '../i18n/use-play-text.ts';

/**
 * First in the guide of a level a visitor may read but not run (gameplay §5, intro-level5..7):
 * said before the child writes a whole program, not only when Run is pressed.
 */
export function AccountLevelNotice({ signUpPath }: { readonly signUpPath: string }) {
  const t = usePlayText();
  return (
    <Alert
      severity="info"
      data-testid="account-level-notice"
      sx={{ borderRadius: 3, alignItems: 'center' }}
      action={
        <Button component={RouterLink} to={signUpPath} variant="contained" color="secondary" size="small" sx={{ whiteSpace: 'nowrap' }}>
          {t('accountLevel.signUp')}
        </Button>
      }
    >
      {t('accountLevel.text')}
    </Alert>
  );
}
