import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useCourse } from '../../lib/api/course.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useClasses, useCreateClass } from './api/school-api.ts';
import { useOrgText } from './i18n/use-org-text.ts';
import { Failed, Loading, SchoolLayout } from './school-layout.tsx';

/** organization/classes: the caller's classes as big cards. */
export function ClassesPage() {
  const t = useOrgText();
  const to = useLocalePath();
  const classes = useClasses();
  return (
    <SchoolLayout
      title={t('classes.title')}
      actions={
        <Button component={RouterLink} to={to('organization/classes/add')} variant="contained" size="large" sx={{ minHeight: 52 }} data-testid="new-class">
          {t('classes.add')}
        </Button>
      }
    >
      {classes.isPending ? <Loading /> : classes.isError ? <Failed /> : classes.data.length === 0 ? (
        <Alert severity="info">{t('classes.none')}</Alert>
      ) : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
          {classes.data.map((klass) => (
            <Card key={klass.id} sx={{ width: 260 }}>
              <CardActionArea component={RouterLink} to={to(`organization/classes/${klass.id}`)} sx={{ minHeight: 120 }}>
                <CardContent>
                  <Typography variant="h5" component="h2" sx={{ fontWeight: 900 }}>{klass.name}</Typography>
                  <Typography color="text.secondary">{t('classes.students', { count: klass.student_count })}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Stack>
      )}
    </SchoolLayout>
  );
}

/** organization/classes/add: name and rules (unlocked chapters of the beginner course, no skipping, quizzes). */
export function AddClassPage() {
  const t = useOrgText();
  const to = useLocalePath();
  const navigate = useNavigate();
  const course = useCourse('python', null);
  const create = useCreateClass();
  const [name, setName] = useState('');
  const [chapters, setChapters] = useState<string[]>([]);
  const [noSkip, setNoSkip] = useState(false);
  const [quiz, setQuiz] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return;
    create.mutate(
      { name: name.trim(), unlocked_chapters: chapters, no_skip: noSkip, quiz },
      { onSuccess: (klass) => void navigate(to(`organization/classes/${klass.id}`)) },
    );
  }

  return (
    <SchoolLayout title={t('classes.add')}>
      <Stack component="form" onSubmit={submit} noValidate spacing={3} sx={{ maxWidth: 640 }}>
        {create.isError && <Alert severity="error">{t('common.error')}</Alert>}
        <TextField label={t('classes.name')} value={name} onChange={(event) => setName(event.target.value)} required autoFocus slotProps={{ htmlInput: { 'data-testid': 'class-name' } }} />
        <div>
          <Typography sx={{ fontWeight: 800, mb: 1 }}>{t('classes.chapters')}</Typography>
          <FormGroup>
            {(course.data?.chapters ?? []).map((chapter) => {
              const key = `python:${chapter.id}`;
              return (
                <FormControlLabel
                  key={key}
                  control={<Checkbox checked={chapters.includes(key)} onChange={(event) => setChapters((list) => (event.target.checked ? [...list, key] : list.filter((entry) => entry !== key)))} slotProps={{ input: { 'aria-label': chapter.name } }} data-testid={`chapter-${chapter.id}`} />}
                  label={<span data-content>{`${chapter.id}. ${chapter.name}`}</span>}
                />
              );
            })}
          </FormGroup>
        </div>
        <FormControlLabel control={<Switch checked={noSkip} onChange={(event) => setNoSkip(event.target.checked)} data-testid="no-skip" />} label={t('classes.noSkip')} />
        <FormControlLabel control={<Switch checked={quiz} onChange={(event) => setQuiz(event.target.checked)} />} label={t('classes.quiz')} />
        <Button type="submit" variant="contained" size="large" disabled={create.isPending} sx={{ minHeight: 52, alignSelf: 'flex-start', px: 4 }} data-testid="create-class">
          {t('classes.create')}
        </Button>
      </Stack>
    </SchoolLayout>
  );
}
