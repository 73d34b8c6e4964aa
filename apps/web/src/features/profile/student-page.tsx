import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Student } from '@codehop/api';
import { AvatarImage } from '../../components/avatar-image.tsx';
import { CourseProgressBar } from '../../components/course-progress-bar.tsx';
import { useChooseStudentAndGo } from '../../components/choose-student-dialog.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { useCourse } from '../../lib/api/course.ts';
import { useLastPlayedName } from '../../lib/api/level-name.ts';
import { useStudent } from '../../lib/api/student.ts';
import { courseProgress, isChapterDone } from '../../lib/course-progress.ts';
import { COURSES, type CourseEntry } from '../../lib/courses.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useChildText } from './child-overview/i18n/use-child-text.ts';
import { useStudentOverview } from './child-overview/student-overview-api.ts';
import { QuizStanding } from './quiz-standing.tsx';
import { StudentMissing } from './student-form-page.tsx';
import { parseStudentId } from './student-id.ts';
import { useSignedInUser } from './use-signed-in-user.ts';

/** /profile/students/{id}: one child's avatar, last level and progress in each course. */
export function StudentPage() {
  const { t } = useTranslation();
  const child = useChildText();
  const to = useLocalePath();
  const user = useSignedInUser();
  const studentId = parseStudentId(useParams().studentId);
  const student = useStudent(studentId);
  const choose = useChooseStudentAndGo();
  const lastPlayed = useLastPlayedName(student.data?.last_played ?? null);
  if (studentId === null || student.isError) return <StudentMissing />;
  if (!student.data) return <Skeleton variant="rounded" height={320} />;
  const data = student.data;

  return (
    <>
      <PageTitle page={data.username} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, mb: 3 }}
      >
        <AvatarImage character={data.character} size={80} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}
          >
            {data.username}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {lastPlayed
              ? t('profile.student.lastPlayed', { level: lastPlayed })
              : t('profile.student.notStarted')}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1}>
          {user?.student_id !== data.id && (
            <Button
              variant="contained"
              size="large"
              startIcon={<PlayArrowRounded />}
              onClick={() => choose.mutate(data)}
            >
              {t('profile.student.play', { name: data.username })}
            </Button>
          )}
          <Button
            component={RouterLink}
            to={to(`profile/student/${data.id}`)}
            size="large"
            startIcon={<InsightsRounded />}
          >
            {child('open')}
          </Button>
          <Button
            component={RouterLink}
            to={to(`profile/students/${data.id}/edit`)}
            size="large"
            startIcon={<EditRounded />}
          >
            {t('profile.students.edit')}
          </Button>
        </Stack>
      </Stack>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 800, mb: 2 }}>
        {t('profile.student.courseProgress')}
      </Typography>
      <Stack spacing={2}>
        {COURSES.map((course) => (
          <CourseCard key={course.value} course={course} student={data} />
        ))}
      </Stack>
    </>
  );
}

function CourseCard({ course, student }: { course: CourseEntry; student: Student }) {
  const { t } = useTranslation();
  const query = useCourse(course.value, student.id);
  // The quiz scores are the overview's (the course outline only knows whether a quiz is done).
  const overview = useStudentOverview(student.id);
  const quizzes = overview.data?.courses.find((entry) => entry.course_id === course.value)?.chapters;
  if (query.isPending) return <Skeleton variant="rounded" height={120} />;
  if (query.isError) return null;
  const progress = courseProgress(query.data.chapters);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4 }}>
      <Typography variant="h6" component="h3" sx={{ fontWeight: 800 }}>
        {query.data.name}
      </Typography>
      <CourseProgressBar progress={progress} />
      <List dense>
        {query.data.chapters.map((chapter) => {
          const done = isChapterDone(chapter);
          const completed = chapter.level_data.filter((level) => level.completed).length;
          const locked = chapter.class_locked || chapter.level_data.every((level) => level.locked);
          return (
            <ListItem key={chapter.id} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                {done ? (
                  <CheckCircleRounded color="primary" titleAccess={t('drawer.completed')} />
                ) : locked ? (
                  <LockRounded sx={{ color: 'text.disabled' }} titleAccess={t('drawer.locked')} />
                ) : (
                  <RadioButtonUncheckedRounded sx={{ color: 'text.secondary' }} />
                )}
              </ListItemIcon>
              <ListItemText
                primary={chapter.name}
                secondary={
                  <>
                    {t('drawer.chapterProgress', {
                      completed,
                      total: chapter.level_data.length,
                    })}
                    {chapter.quiz_exists ? (
                      <QuizStanding
                        courseId={course.value}
                        chapterId={chapter.id}
                        studentId={student.id}
                        quiz={quizzes?.find((entry) => entry.id === chapter.id)?.quiz ?? null}
                      />
                    ) : null}
                  </>
                }
              />
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
