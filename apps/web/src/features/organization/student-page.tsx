import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useDeleteStudent, useStudentProgress, useUpdateStudent } from './api/school-api.ts';
import { useOrgText } from './i18n/use-org-text.ts';
import { Failed, Loading, SchoolLayout } from './school-layout.tsx';

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
  if (progress.isPending) return <SchoolLayout title="…"><Loading /></SchoolLayout>;
  if (progress.isError) return <SchoolLayout title=""><Failed /></SchoolLayout>;
  const { student, levels } = progress.data;
  const started = levels.filter((level) => level.status !== 'not_started').sort((a, b) => (a.slug === focus ? -1 : b.slug === focus ? 1 : 0));
  return (
    <SchoolLayout
      title={student.username}
      actions={
        <Button
          color="error"
          size="large"
          onClick={() => {
            if (window.confirm(t('student.deleteConfirm', { username: student.username }))) remove.mutate(studentId, { onSuccess: () => void navigate(to('organization/classes')) });
          }}
        >
          {t('student.delete')}
        </Button>
      }
    >
      <FormControlLabel
        control={<Switch checked={student.assistant_enabled} onChange={(event) => update.mutate({ username: student.username, character: student.character, assistant_enabled: event.target.checked })} />}
        label={t('student.assistant')}
        sx={{ mb: 2 }}
      />
      <Typography variant="h5" component="h2" sx={{ fontWeight: 800, mb: 1 }}>{t('student.levels')}</Typography>
      {started.length === 0 ? <Alert severity="info">{t('klass.noStudents')}</Alert> : (
        <Stack spacing={2}>
          {started.map((level) => (
            <Box key={`${level.course_id}:${level.slug}`} data-testid={`student-level-${level.slug}`} sx={{ p: 2, borderRadius: 2, border: level.slug === focus ? '2px solid #f59e0b' : '1px solid rgba(255,255,255,0.15)' }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
                <Typography sx={{ fontWeight: 800 }} data-content>{level.name}</Typography>
                <Chip size="small" label={level.status === 'complete' ? t('klass.complete') : t('klass.inProgress')} color={level.status === 'complete' ? 'success' : 'warning'} />
                <Typography variant="body2" color="text.secondary">{t('klass.runs', { count: level.runs })}</Typography>
                {level.updated_at && <Typography variant="body2" color="text.secondary">{new Date(level.updated_at).toLocaleString()}</Typography>}
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
