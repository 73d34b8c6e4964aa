import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AVATARS, type SchoolStudent } from '@codehop/api';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { RefusalNotice, useRefusal } from '../../lib/refusal/index.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useClasses, useDeleteStudent, useStudentProgress, useUpdateStudent } from './api/school-api.ts';
import { PictureUnlockButton } from './picture-unlock-button.tsx';
import { useOrgText } from './i18n/use-org-text.ts';
import { quizSummary } from './quiz-summary.ts';
import { Failed, Loading, SchoolLayout } from './school-layout.tsx';
import { useStudentStaleSave } from './student-stale.tsx';
import { useDateLocale } from '../../lib/date-locale.ts';

/** organization/students/{studentId}: each started level's status, runs, last code and time; assistant switch; delete. */
export function SchoolStudentPage() {
  const t = useOrgText();
  const to = useLocalePath();
  const navigate = useNavigate();
  const studentId = Number(useParams().studentId);
  const [params] = useSearchParams();
  const focus = params.get('level');
  const progress = useStudentProgress(studentId);
  const update = useUpdateStudent(studentId);
  const remove = useDeleteStudent();
  const classes = useClasses();
  const dates = useDateLocale();
  if (progress.isPending) return <SchoolLayout title="…"><Loading /></SchoolLayout>;
  if (progress.isError) return <SchoolLayout title=""><Failed error={progress.error} /></SchoolLayout>;
  const { student, levels, quizzes } = progress.data;
  const started = levels.filter((level) => level.status !== 'not_started').sort((a, b) => (a.slug === focus ? -1 : b.slug === focus ? 1 : 0));
  return (
    <SchoolLayout
      title={student.username}
      actions={
        <Stack direction="row" spacing={1.5}>
        <Button variant="outlined" size="large" component={RouterLink} to={to(`organization/students/${studentId}/edit`)}>
          {t('student.edit')}
        </Button>
        <Button
          color="error"
          size="large"
          onClick={() => {
            if (window.confirm(t('student.deleteConfirm', { username: student.username }))) remove.mutate(studentId, { onSuccess: () => void navigate(to('organization/classes')) });
          }}
        >
          {t('student.delete')}
        </Button>
        </Stack>
      }
    >
      <Typography color="text.secondary" sx={{ mb: 1 }}>{student.class_name ?? t('classes.noClass')}</Typography>
      <FormControlLabel
        control={<Switch checked={student.assistant_enabled} onChange={(event) => update.mutate({ username: student.username, character: student.character, assistant_enabled: event.target.checked })} />}
        label={t('student.assistant')}
        sx={{ mb: 2 }}
      />
      {classes.data?.some((klass) => klass.id === student.class_id && klass.picture_passwords) && <PictureUnlockButton studentId={student.id} username={student.username} />}
      {quizzes.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }} data-testid="student-quizzes">
          {quizzes.map((quiz) => (
            // The first try and the questions missed, and the child's answers one click away.
            <Chip
              key={`${quiz.course_id}:${quiz.chapter_id}`}
              color={quiz.complete ? 'info' : 'default'}
              component={RouterLink}
              to={to(`quiz/${quiz.course_id}/${quiz.chapter_id}/student/${studentId}`)}
              clickable
              data-testid={`student-quiz-${quiz.course_id}-${quiz.chapter_id}`}
              label={`${t('klass.chapterNumber', { id: quiz.chapter_id })} · ${quizSummary(quiz, t)}`}
            />
          ))}
        </Stack>
      )}
      <Typography variant="h5" component="h2" sx={{ fontWeight: 800, mb: 1 }}>{t('student.levels')}</Typography>
      {started.length === 0 ? <Alert severity="info">{t('student.noLevels', { username: student.username })}</Alert> : (
        <Stack spacing={2}>
          {started.map((level) => (
            <Box key={`${level.course_id}:${level.slug}`} data-testid={`student-level-${level.slug}`} sx={{ p: 2, borderRadius: 2, border: level.slug === focus ? '2px solid #f59e0b' : '1px solid rgba(255,255,255,0.15)' }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
                <Typography sx={{ fontWeight: 800 }} data-content>{level.name}</Typography>
                <Chip size="small" label={level.status === 'complete' ? t('klass.complete') : t('klass.inProgress')} color={level.status === 'complete' ? 'success' : 'warning'} />
                <Typography variant="body2" color="text.secondary">{t('klass.runs', { count: level.runs })}</Typography>
                {level.updated_at && <Typography variant="body2" color="text.secondary">{new Date(level.updated_at).toLocaleString(dates, { dateStyle: 'medium', timeStyle: 'short' })}</Typography>}
              </Stack>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>{t('student.lastCode')}</Typography>
              <Box component="pre" dir="ltr" sx={{ m: 0, p: 1.5, borderRadius: 1, backgroundColor: 'rgba(0,0,0,0.35)', overflowX: 'auto', fontSize: '0.9rem' }}>
                {level.last_code || t('student.noCode')}
              </Box>
            </Box>
          ))}
        </Stack>
      )}
    </SchoolLayout>
  );
}

/** organization/students/{studentId}/edit: username, avatar, class (a transfer keeps progress), assistant and its daily limit, a new password. */
export function EditSchoolStudentPage() {
  const t = useOrgText();
  const studentId = Number(useParams().studentId);
  const progress = useStudentProgress(studentId);
  return (
    <SchoolLayout title={t('student.edit')}>
      {progress.isPending ? <Loading /> : progress.isError ? <Failed error={progress.error} /> : <StudentForm student={progress.data.student} basis={progress.data} />}
    </SchoolLayout>
  );
}

function StudentForm({ student, basis }: { readonly student: SchoolStudent; readonly basis: object }) {
  const t = useOrgText();
  const to = useLocalePath();
  const navigate = useNavigate();
  const classes = useClasses();
  const update = useUpdateStudent(student.id);
  const [username, setUsername] = useState(student.username);
  const [character, setCharacter] = useState(student.character);
  const [classId, setClassId] = useState<number | ''>(student.class_id ?? '');
  const [assistant, setAssistant] = useState(student.assistant_enabled);
  const [limit, setLimit] = useState(student.assistant_attempt_limit === null ? '' : String(student.assistant_attempt_limit));
  const [password, setPassword] = useState('');
  const staleSave = useStudentStaleSave(
    update,
    basis,
    (fields) => {
      setUsername(fields.username);
      setCharacter(fields.character);
      setClassId(fields.class_id ?? '');
      setAssistant(fields.assistant_enabled);
      setLimit(fields.assistant_attempt_limit === null ? '' : String(fields.assistant_attempt_limit));
    },
    new Map((classes.data ?? []).map((klass) => [klass.id, klass.name])),
  );
  const refusal = useRefusal(update.error, ['username', 'password', 'assistant_attempt_limit']);
  function submit(event: FormEvent) {
    event.preventDefault();
    staleSave.save(
      {
        username: username.trim(),
        character,
        assistant_enabled: assistant,
        assistant_attempt_limit: limit.trim() === '' ? null : Math.max(0, Number(limit) || 0),
        ...(classId === '' ? {} : { class_id: classId }),
        ...(password ? { password } : {}),
      },
      () => void navigate(to(`organization/students/${student.id}`)),
    );
  }
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} sx={{ maxWidth: 520 }}>
      <RefusalNotice refusal={refusal.notice} />
      <TextField label={t('student.username')} value={username} onChange={(event) => setUsername(event.target.value)} error={refusal.fields.username !== undefined} helperText={refusal.fields.username} />
      <TextField select label={t('student.avatar')} value={character} onChange={(event) => setCharacter(event.target.value)}>
        {AVATARS.map((avatar) => (
          <MenuItem key={avatar} value={avatar}>{avatar === 'Luimberjack' ? 'Lumberjack' : avatar}</MenuItem>
        ))}
      </TextField>
      <TextField select label={t('student.klass')} value={classId} onChange={(event) => setClassId(Number(event.target.value))}>
        {(classes.data ?? []).map((klass) => (
          <MenuItem key={klass.id} value={klass.id}>{klass.name}</MenuItem>
        ))}
      </TextField>
      <FormControlLabel control={<Switch checked={assistant} onChange={(event) => setAssistant(event.target.checked)} />} label={t('student.assistant')} />
      <TextField type="number" label={t('student.limit')} value={limit} onChange={(event) => setLimit(event.target.value)} disabled={!assistant} error={refusal.fields.assistant_attempt_limit !== undefined} helperText={refusal.fields.assistant_attempt_limit} />
      <TextField label={t('student.newPassword')} value={password} onChange={(event) => setPassword(event.target.value)} autoComplete="off" error={refusal.fields.password !== undefined} helperText={refusal.fields.password} />
      <Button type="submit" variant="contained" size="large" disabled={update.isPending} sx={{ minHeight: 52, alignSelf: 'flex-start', px: 4 }}>
        {t('common.save')}
      </Button>
      {staleSave.dialog}
    </Stack>
  );
}
