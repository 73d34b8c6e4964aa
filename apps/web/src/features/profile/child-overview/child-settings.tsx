import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StudentOverview } from '@codehop/api';
import { AvatarGrid } from '../../../components/avatar-grid.tsx';
import { useNotify } from '../../../components/notification-provider.tsx';
import { useUpdateStudent } from '../../../lib/api/update-student.ts';
import { formFailure } from '../../../lib/form-errors.ts';
import { useRefusalWords } from '../../../lib/refusal/index.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import { checkStudentForm, type StudentFormErrors } from '../student-form.ts';
import { useChildText } from './i18n/use-child-text.ts';
import { STUDENT_OVERVIEW_KEY } from './student-overview-api.ts';

/**
 * The child's settings in one place: name and avatar (the same call and checks as the edit page),
 * and where the password is: a family child has none of its own, the parent's protects it.
 */
export function ChildSettings({ student }: { student: StudentOverview['student'] }) {
  const t = useChildText();
  const { t: app } = useTranslation();
  const to = useLocalePath();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const update = useUpdateStudent();
  const refusalWords = useRefusalWords();
  const [username, setUsername] = useState(student.username);
  const [character, setCharacter] = useState<string | null>(student.character);
  const [errors, setErrors] = useState<StudentFormErrors>({});
  const [serverError, setServerError] = useState<{ username?: string; message: string | null }>({ message: null });

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkStudentForm({ username, character });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setServerError({ message: null });
    update.mutate(
      { studentId: student.id, body: checked.body },
      {
        onSuccess: async () => {
          notify(t('saved'), 'success');
          await queryClient.invalidateQueries({ queryKey: STUDENT_OVERVIEW_KEY });
        },
        // The server's own reason (name taken, bad avatar), beside the field when it names one.
        onError: (error) => {
          const failure = formFailure(error, ['username', 'character'] as const, refusalWords);
          setServerError({ username: failure.fields.username, message: failure.message ?? failure.fields.character ?? null });
        },
      },
    );
  }

  const usernameError = serverError.username ?? (errors.username ? app(errors.username) : undefined);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4 }}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
        {serverError.message ? <Alert severity="error">{serverError.message}</Alert> : null}
        <TextField
          label={t('name')}
          name="username"
          autoComplete="off"
          value={username}
          onChange={(event) => {
            setUsername(event.target.value);
            setServerError({ message: null });
          }}
          error={usernameError !== undefined}
          helperText={usernameError ?? app('profile.studentForm.usernameHint')}
        />
        <Box>
          <FormLabel component="div" sx={{ mb: 1, fontWeight: 700 }}>
            {t('avatar')}
          </FormLabel>
          <AvatarGrid value={character} onChange={setCharacter} label={t('avatar')} />
          {errors.character ? <FormHelperText error>{app(errors.character)}</FormHelperText> : null}
        </Box>
        <Box>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {t('save')}
          </Button>
        </Box>
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{t('password')}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
            {t('passwordNote')}
          </Typography>
          <Link component={RouterLink} to={to('forgot-password')} sx={{ fontWeight: 700 }}>
            {t('changePassword')}
          </Link>
        </Box>
      </Stack>
    </Paper>
  );
}
