import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PICTURE_PASSWORD_LENGTH, type Picture, type PictureClass } from '@codehop/api';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { AvatarImage } from '../../components/avatar-image.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { apiErrorOf, RefusalNotice } from '../../lib/refusal/index.ts';
import { useLocale, useLocalePath } from '../../lib/use-locale.ts';
import { usePictureClass } from './api/picture-class-api.ts';
import { useLoginOrgPictures } from './api/picture-login-api.ts';
import { useOrgText } from './i18n/use-org-text.ts';
import { PicturePad } from './picture-pad.tsx';
import { Loading } from './school-layout.tsx';

type Pupil = PictureClass['students'][number];

/**
 * login-org/{organizationSlug}/class/{token}: a class's picture login page (issue 41), opened by the
 * teacher on the class's computers. A child who cannot type taps their name among big buttons, then
 * their 3 pictures; "Not me" goes back to the names. The page sends the tapped name as typed, so the
 * picture login call is the school login page's own.
 */
export function PictureClassPage() {
  const t = useOrgText();
  const locale = useLocale();
  const token = useParams().token ?? '';
  const page = usePictureClass(token, locale);
  const [pupil, setPupil] = useState<Pupil | null>(null);
  return (
    <Box sx={{ maxWidth: 720, width: '100%', mx: 'auto', px: 2, py: 4 }}>
      <PageTitle page={page.data ? page.data.class_name : t('login.title')} />
      {page.isPending ? (
        <Loading />
      ) : page.isError ? (
        <RefusalNotice error={page.error} />
      ) : pupil ? (
        <PupilPictures key={pupil.id} school={page.data} pupil={pupil} onBack={() => setPupil(null)} />
      ) : (
        <Names school={page.data} onChoose={setPupil} />
      )}
    </Box>
  );
}

function Names({ school, onChoose }: { readonly school: PictureClass; readonly onChoose: (pupil: Pupil) => void }) {
  const t = useOrgText();
  const to = useLocalePath();
  return (
    <Stack spacing={3}>
      <Box sx={{ textAlign: 'center' }}>
        <Typography color="text.secondary">{school.organization_name}</Typography>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 900 }}>{school.class_name}</Typography>
        <Typography id="picture-class-names" sx={{ fontWeight: 800, fontSize: '1.3rem', mt: 1 }}>{t('pictureLink.tapName')}</Typography>
      </Box>
      {school.students.length === 0 ? (
        <Alert severity="info">{t('pictureLink.empty')}</Alert>
      ) : (
        <Box role="group" aria-labelledby="picture-class-names" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))', gap: 1.5 }} data-testid="picture-class-names">
          {school.students.map((student) => (
            <ButtonBase
              key={student.id}
              focusRipple
              onClick={() => onChoose(student)}
              data-testid={`picture-class-name-${student.id}`}
              sx={{
                minHeight: 88, px: 1.5, gap: 1.5, justifyContent: 'flex-start', borderRadius: 3, border: '2px solid', borderColor: 'divider', bgcolor: 'background.paper',
                '&:hover, &.Mui-focusVisible': { borderColor: 'primary.main', bgcolor: 'action.hover' },
              }}
            >
              <AvatarImage character={student.character} size={56} decorative />
              <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.3rem', overflowWrap: 'anywhere', textAlign: 'start' }}>{student.username}</Typography>
            </ButtonBase>
          ))}
        </Box>
      )}
      <Button component={RouterLink} to={to(`login-org/${school.organization_slug}`)} sx={{ alignSelf: 'center' }}>
        {t('pictures.withPassword')}
      </Button>
    </Stack>
  );
}

function PupilPictures({ school, pupil, onBack }: { readonly school: PictureClass; readonly pupil: Pupil; readonly onBack: () => void }) {
  const t = useOrgText();
  const locale = useLocale();
  const navigate = useNavigate();
  const login = useLoginOrgPictures();
  const [chosen, setChosen] = useState<Picture[]>([]);
  function choose(pictures: Picture[]) {
    setChosen(pictures);
    if (pictures.length > 0) login.reset();
    if (pictures.length === PICTURE_PASSWORD_LENGTH)
      login.mutate(
        { body: { organization_slug: school.organization_slug, username: pupil.username, pictures }, locale },
        { onSuccess: (answer) => void navigate(answer.redirect, { replace: true }), onError: () => setChosen([]) },
      );
  }
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 460, mx: 'auto' }} data-testid="picture-class-pad">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center' }}>
        <AvatarImage character={pupil.character} size={64} decorative />
        <Typography variant="h4" component="h1" sx={{ fontWeight: 900, overflowWrap: 'anywhere' }}>{t('pictureLink.hello', { name: pupil.username })}</Typography>
      </Stack>
      {/* Wrong pictures in the school's own words; anything else (too many tries, offline) as the refusal it is. */}
      {login.isError && (apiErrorOf(login.error)?.code === 'invalid_credentials' ? <Alert severity="error">{t('pictures.wrong')}</Alert> : <RefusalNotice error={login.error} />)}
      <PicturePad chosen={chosen} onChange={choose} disabled={login.isPending} />
      <Button variant="outlined" size="large" onClick={onBack} disabled={login.isPending} sx={{ alignSelf: 'center', minHeight: 56 }} data-testid="picture-class-back">
        {t('pictureLink.notMe')}
      </Button>
    </Stack>
  );
}
