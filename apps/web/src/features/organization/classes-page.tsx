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
import type { SchoolClass } from '@codehop/api';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useCurrentUser } from '../../lib/api/current-user.ts';
import { useCourse } from '../../lib/api/course.ts';
import { RefusalNotice, useRefusal } from '../../lib/refusal/index.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useClassStaleSave } from './class-stale.tsx';
import { useClass, useClasses, useCreateClass, useOrgCompletion, useSchoolStudents, useTeachers, useUpdateClass } from './api/school-api.ts';
import LinearProgress from '@mui/material/LinearProgress';
import { useOrgText } from './i18n/use-org-text.ts';
import { Failed, Loading, SchoolLayout } from './school-layout.tsx';

/** organization/classes: the caller's classes as big cards. */
export function ClassesPage() {
  const t = useOrgText();
  const to = useLocalePath();
  const classes = useClasses();
  const orgCompletion = useOrgCompletion('python');
  const completion = new Map((orgCompletion.data?.classes ?? []).map((row) => [row.class_id, row.total_levels > 0 ? row.completed_levels / row.total_levels : 0]));
  return (
    <SchoolLayout
      title={t('classes.title')}
      actions={
        <Button component={RouterLink} to={to('organization/classes/add')} variant="contained" size="large" sx={{ minHeight: 52 }} data-testid="new-class">
          {t('classes.add')}
        </Button>
      }
    >
      {classes.isPending ? <Loading /> : classes.isError ? <Failed error={classes.error} /> : classes.data.length === 0 ? (
        <Alert severity="info">{t('classes.none')}</Alert>
      ) : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
          {classes.data.map((klass) => (
            <Card key={klass.id} sx={{ width: 260 }}>
              <CardActionArea component={RouterLink} to={to(`organization/classes/${klass.id}`)} sx={{ minHeight: 120 }}>
                <CardContent>
                  <Typography variant="h5" component="h2" sx={{ fontWeight: 900 }}>{klass.name}</Typography>
                  <Typography color="text.secondary">{t('classes.students', { count: klass.student_count })}</Typography>
                  <CompletionBar done={completion.get(klass.id)} />
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
  return (
    <SchoolLayout title={t('classes.add')}>
      <ClassForm />
    </SchoolLayout>
  );
}

/** organization/classes/{classId}/edit: the same form, filled in; admins also choose the class's teachers. */
export function EditClassPage() {
  const t = useOrgText();
  const classId = Number(useParams().classId);
  const klass = useClass(classId);
  return (
    <SchoolLayout title={t('classes.edit')}>
      {klass.isPending ? <Loading /> : klass.isError ? <Failed error={klass.error} /> : <ClassForm existing={klass.data} />}
    </SchoolLayout>
  );
}

function ClassForm({ existing }: { readonly existing?: SchoolClass }) {
  const t = useOrgText();
  const to = useLocalePath();
  const navigate = useNavigate();
  const isAdmin = useCurrentUser().data?.user_details.user_type === 2;
  const course = useCourse('python', null);
  const teachers = useTeachers();
  const create = useCreateClass();
  const update = useUpdateClass(existing?.id ?? 0);
  const [name, setName] = useState(existing?.name ?? '');
  const [chapters, setChapters] = useState<string[]>(existing?.unlocked_chapters ?? []);
  const [noSkip, setNoSkip] = useState(existing?.no_skip ?? false);
  const [quiz, setQuiz] = useState(existing?.quiz ?? false);
  const [pictures, setPictures] = useState(existing?.picture_passwords ?? false);
  const [teacherIds, setTeacherIds] = useState<number[]>(existing?.teacher_ids ?? []);
  const [blank, setBlank] = useState(false);
  const [basis, setBasis] = useState(existing);
  const staleSave = useClassStaleSave(
    update,
    {
      basis: basis ?? ({} as SchoolClass),
      setBasis,
      fill: (fields) => {
        setName(fields.name);
        setChapters([...fields.unlocked_chapters]);
        setNoSkip(fields.no_skip);
        setQuiz(fields.quiz);
        setPictures(fields.picture_passwords);
        if (fields.teacher_ids) setTeacherIds([...fields.teacher_ids]);
      },
    },
    {
      chapters: new Map((course.data?.chapters ?? []).map((chapter) => [`python:${chapter.id}`, `${chapter.id}. ${chapter.name}`])),
      teachers: new Map((teachers.data ?? []).map((teacher) => [teacher.id, teacher.full_name || teacher.email])),
    },
  );
  // The server's reasons: a name too long beside the name, a plan or role refusal above the form.
  const refusal = useRefusal(create.error ?? update.error, ['name', 'unlocked_chapters', 'teacher_ids', 'teacherIds']);

  function submit(event: FormEvent) {
    event.preventDefault();
    setBlank(!name.trim());
    if (!name.trim()) return;
    const settings = { name: name.trim(), unlocked_chapters: chapters, no_skip: noSkip, quiz, picture_passwords: pictures };
    const done = (klass: { id: number }) => void navigate(to(`organization/classes/${klass.id}`));
    if (existing) staleSave.save({ ...settings, ...(isAdmin ? { teacher_ids: teacherIds } : {}) }, done);
    else create.mutate({ ...settings, ...(isAdmin ? { teacher_ids: teacherIds } : {}) }, { onSuccess: done });
  }

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={3} sx={{ maxWidth: 640 }}>
      <RefusalNotice refusal={refusal.notice} />
      <TextField label={t('classes.name')} value={name} onChange={(event) => setName(event.target.value)} required autoFocus error={blank || refusal.fields.name !== undefined} helperText={blank ? t('classes.nameRequired') : refusal.fields.name} slotProps={{ htmlInput: { 'data-testid': 'class-name' } }} />
      <div>
        <Typography sx={{ fontWeight: 800, mb: 1 }}>{t('classes.chapters')}</Typography>
        <FormGroup>
          {(course.data?.chapters ?? []).map((chapter) => {
            const key = `python:${chapter.id}`;
            return (
              <FormControlLabel
                key={key}
                control={<Checkbox checked={chapters.includes(key)} onChange={(event) => setChapters((list) => (event.target.checked ? [...list, key] : list.filter((entry) => entry !== key)))} data-testid={`chapter-${chapter.id}`} />}
                label={<span data-content>{`${chapter.id}. ${chapter.name}`}</span>}
              />
            );
          })}
        </FormGroup>
      </div>
      <FormControlLabel control={<Switch checked={noSkip} onChange={(event) => setNoSkip(event.target.checked)} data-testid="no-skip" />} label={t('classes.noSkip')} />
      <FormControlLabel control={<Switch checked={quiz} onChange={(event) => setQuiz(event.target.checked)} data-testid="class-quiz" />} label={t('classes.quiz')} />
      <FormControlLabel control={<Switch checked={pictures} onChange={(event) => setPictures(event.target.checked)} data-testid="class-pictures" />} label={t('pictures.setting')} />
      {isAdmin && (
        <div>
          <Typography sx={{ fontWeight: 800, mb: 1 }}>{t('classes.teachers')}</Typography>
          <FormGroup>
            {(teachers.data ?? []).map((teacher) => (
              <FormControlLabel
                key={teacher.id}
                control={<Checkbox checked={teacherIds.includes(teacher.id)} onChange={(event) => setTeacherIds((list) => (event.target.checked ? [...list, teacher.id] : list.filter((id) => id !== teacher.id)))} />}
                label={teacher.full_name || teacher.email}
              />
            ))}
          </FormGroup>
        </div>
      )}
      <Button type="submit" variant="contained" size="large" disabled={create.isPending || update.isPending} sx={{ minHeight: 52, alignSelf: 'flex-start', px: 4 }} data-testid="create-class">
        {existing ? t('common.save') : t('classes.create')}
      </Button>
      {staleSave.dialog}
    </Stack>
  );
}

/** organization/students: every student the caller manages, with their class. */
export function SchoolStudentsPage() {
  const t = useOrgText();
  const to = useLocalePath();
  const students = useSchoolStudents();
  return (
    <SchoolLayout title={t('classes.allStudents')}>
      {students.isPending ? <Loading /> : students.isError ? <Failed error={students.error} /> : students.data.length === 0 ? (
        <Alert severity="info">{t('klass.noStudents')}</Alert>
      ) : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
          {students.data.map((student) => (
            <Card key={student.id} sx={{ width: 220 }}>
              <CardActionArea component={RouterLink} to={to(`organization/students/${student.id}`)} sx={{ minHeight: 72 }}>
                <CardContent>
                  <Typography sx={{ fontWeight: 800 }}>{student.username}</Typography>
                  <Typography variant="body2" color="text.secondary">{student.class_name ?? t('classes.noClass')}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Stack>
      )}
    </SchoolLayout>
  );
}

/** The class's share of the beginner course done (org-completion). */
function CompletionBar({ done }: { readonly done: number | undefined }) {
  const t = useOrgText();
  if (done === undefined) return null;
  const percent = Math.round(done * 100);
  return (
    <>
      <LinearProgress variant="determinate" value={percent} sx={{ mt: 1.5, height: 8, borderRadius: 4 }} aria-label={t('klass.progress')} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>{t('classes.courseDone', { percent })}</Typography>
    </>
  );
}
