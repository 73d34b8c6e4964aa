import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CasinoRounded from '@mui/icons-material/CasinoRounded';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_AVATAR, type Student, type StudentUpdateRequest } from '@codehop/api';
import { AvatarGrid } from '../../components/avatar-grid.tsx';
import { useNotify } from '../../components/notification-provider.tsx';
import { useStaleSave } from '../../components/stale-dialog/use-stale-save.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { useCreateStudent } from '../../lib/api/create-student.ts';
import { generateUsername } from '../../lib/api/generate-username.ts';
import { useStudent } from '../../lib/api/student.ts';
import { useUpdateStudent } from '../../lib/api/update-student.ts';
import { formFailure } from '../../lib/form-errors.ts';
import { useRefusalWords } from '../../lib/refusal/index.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { checkStudentForm, type StudentFormErrors } from './student-form.ts';
import { parseStudentId } from './student-id.ts';

/** /profile/students/add: a new child profile (username and avatar, Rabbit by default). */
export function AddStudentPage() {
  const { t } = useTranslation();
  return (
    <StudentForm
      heading={t('profile.studentForm.addHeading')}
      initial={{ username: '', character: DEFAULT_AVATAR }}
      studentId={null}
    />
  );
}

/** /profile/students/{id}/edit: rename or pick another avatar. */
export function EditStudentPage() {
  const { t } = useTranslation();
  const studentId = parseStudentId(useParams().studentId);
  const student = useStudent(studentId);
  if (studentId === null || student.isError) return <StudentMissing />;
  if (!student.data) return <Skeleton variant="rounded" height={320} />;
  return (
    <StudentForm
      heading={t('profile.studentForm.editHeading', { name: student.data.username })}
      initial={student.data}
      studentId={studentId}
    />
  );
}

export function StudentMissing() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="warning">{t('profile.students.notFound')}</Alert>
      <Button component={RouterLink} to={to('profile/students')} variant="contained">
        {t('profile.students.backToStudents')}
      </Button>
    </Stack>
  );
}

interface StudentFormProps {
  heading: string;
  initial: Pick<Student, 'username' | 'character'>;
  studentId: number | null;
}

function StudentForm({ heading, initial, studentId }: StudentFormProps) {
  const { t } = useTranslation();
  const refusalWords = useRefusalWords();
  const to = useLocalePath();
  const navigate = useNavigate();
  const notify = useNotify();
  const create = useCreateStudent();
  const update = useUpdateStudent();
  const [username, setUsername] = useState(initial.username);
  const [character, setCharacter] = useState<string | null>(initial.character);
  const [errors, setErrors] = useState<StudentFormErrors>({});
  const [serverUsername, setServerUsername] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);
  const busy = create.isPending || update.isPending;
  // Saving an existing student: If-Match from what the form was filled from; a 412 opens the stale dialog.
  const staleSave = useStaleSave<StudentUpdateRequest, Student>({
    initialBasis: initial,
    send: (body, basis) => update.mutateAsync({ studentId: studentId ?? 0, body, basis }),
    reset: update.reset,
    busy,
    fill: (fields) => {
      setUsername(fields.username);
      setCharacter(fields.character);
    },
    fieldLabel: (field) => (field === 'username' ? t('profile.studentForm.usernameLabel') : t('profile.studentForm.avatarLabel')),
  });

  async function suggest() {
    try {
      setUsername(await generateUsername());
      setErrors((current) => ({ ...current, username: undefined }));
    } catch (error) {
      notify(formFailure(error, [], refusalWords).message ?? '', 'error');
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setServerUsername(undefined);
    setMessage(null);
    const checked = checkStudentForm({ username, character });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const onError = (error: unknown) => {
      const failure = formFailure(error, ['username', 'character'] as const, refusalWords);
      setServerUsername(failure.fields.username);
      setMessage(failure.message ?? failure.fields.character ?? null);
    };
    if (studentId === null) {
      create.mutate(checked.body, {
        onSuccess: (student) => {
          notify(t('profile.studentForm.created', { name: student.username }), 'success');
          void navigate(to('profile/students'));
        },
        onError,
      });
    } else {
      staleSave.save(
        checked.body,
        () => {
          notify(t('profile.studentForm.saved'), 'success');
          void navigate(to('profile/students'));
        },
        onError,
      );
    }
  }

  const usernameError = serverUsername ?? (errors.username ? t(errors.username) : undefined);

  return (
    <>
      <PageTitle page={heading} />
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 800, mb: 3, overflowWrap: 'anywhere' }}
      >
        {heading}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4 }}>
        <Stack component="form" noValidate onSubmit={submit} spacing={3}>
          {message && <Alert severity="error">{message}</Alert>}
          <TextField
            label={t('profile.studentForm.usernameLabel')}
            name="username"
            autoComplete="off"
            value={username}
            onChange={(event) => {
              setUsername(event.target.value);
              setErrors(({ character: avatarError }) => ({ character: avatarError }));
              setServerUsername(undefined);
            }}
            error={usernameError !== undefined}
            helperText={usernameError ?? t('profile.studentForm.usernameHint')}
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <Button
                      onClick={() => void suggest()}
                      startIcon={<CasinoRounded />}
                      size="small"
                    >
                      {t('profile.studentForm.suggest')}
                    </Button>
                  </InputAdornment>
                ),
              },
            }}
          />
          <Box>
            <FormLabel component="div" sx={{ mb: 1, fontWeight: 700 }}>
              {t('profile.studentForm.avatarLabel')}
            </FormLabel>
            <AvatarGrid
              value={character}
              onChange={setCharacter}
              label={t('profile.studentForm.avatarLabel')}
            />
            {errors.character && <FormHelperText error>{t(errors.character)}</FormHelperText>}
          </Box>
          <Stack
            direction={{ xs: 'column-reverse', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'flex-end' }}
          >
            <Button component={RouterLink} to={to('profile/students')} size="large">
              {t('profile.studentForm.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={busy}
              sx={{ minWidth: 160 }}
            >
              {studentId === null ? t('profile.studentForm.create') : t('profile.studentForm.save')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
      {staleSave.dialog}
    </>
  );
}
