import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PICTURE_PASSWORD_LENGTH, type Picture } from '@codehop/api';
import { useNavigate } from 'react-router';
import { apiErrorOf, RefusalNotice } from '../../lib/refusal/index.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { useLoginOrgPictures } from './api/picture-login-api.ts';
import { useOrgText } from './i18n/use-org-text.ts';
import { PicturePad } from './picture-pad.tsx';

const bigField = { '& .MuiInputBase-input': { fontSize: '1.3rem', py: 1.8 } };

/**
 * Login with a picture password: the child types the username from their card (accents, case and
 * spaces need not match: the server folds them), then taps their 3 pictures; the third tap signs in.
 * A name the school does not know is said to be the name, so the child does not retry the pictures.
 */
export function PictureLoginForm({ slug }: { readonly slug: string }) {
  const t = useOrgText();
  const locale = useLocale();
  const navigate = useNavigate();
  const login = useLoginOrgPictures();
  const [username, setUsername] = useState('');
  const [chosen, setChosen] = useState<Picture[]>([]);
  const [missingName, setMissingName] = useState(false);

  function send(pictures: Picture[]) {
    if (!username.trim()) {
      setMissingName(true);
      setChosen([]);
      return;
    }
    login.mutate(
      { body: { organization_slug: slug, username: username.trim(), pictures }, locale },
      { onSuccess: (answer) => void navigate(answer.redirect, { replace: true }), onError: () => setChosen([]) },
    );
  }
  function choose(pictures: Picture[]) {
    setChosen(pictures);
    if (pictures.length > 0) login.reset();
    if (pictures.length === PICTURE_PASSWORD_LENGTH) send(pictures);
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen.length === PICTURE_PASSWORD_LENGTH) send(chosen);
  }
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} data-testid="picture-login">
      {/* Wrong pictures in the school's own words; anything else (a name not found, too many tries, offline) as the refusal it is. */}
      {login.isError && (apiErrorOf(login.error)?.code === 'invalid_credentials' ? <Alert severity="error">{t('pictures.wrong')}</Alert> : <RefusalNotice error={login.error} />)}
      <TextField
        label={t('login.username')}
        value={username}
        onChange={(event) => {
          setUsername(event.target.value);
          setMissingName(false);
        }}
        autoFocus
        autoComplete="username"
        autoCapitalize="none"
        error={missingName}
        sx={bigField}
        slotProps={{ htmlInput: { 'data-testid': 'picture-username' } }}
      />
      <PicturePad chosen={chosen} onChange={choose} disabled={login.isPending} />
    </Stack>
  );
}
