import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import type { StudentOverview } from '@codehop/api';
import { CourseProgressBar } from '../../../components/course-progress-bar.tsx';
import { useChildText } from './i18n/use-child-text.ts';

type OverviewCourse = StudentOverview['courses'][number];
type OverviewChapter = OverviewCourse['chapters'][number];
type OverviewLevel = OverviewChapter['levels'][number];

const STATUS_COLOR = { not_started: 'default', in_progress: 'warning', complete: 'success' } as const;
const STATUS_KEY = { not_started: 'notStarted', in_progress: 'inProgress', complete: 'complete' } as const;

/** A course: its progress bar, then each chapter with its levels (status, last code) and quiz. */
export function CourseCard({ course }: { course: OverviewCourse }) {
  const levels = course.chapters.flatMap((chapter) => chapter.levels);
  const completed = levels.filter((level) => level.status === 'complete').length;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4 }}>
      <Typography variant="h6" component="h3" sx={{ fontWeight: 800 }} data-content="">
        {course.name}
      </Typography>
      <CourseProgressBar progress={{ completed, locked: 0, incomplete: levels.length - completed, total: levels.length }} />
      <Box sx={{ mt: 2 }}>
        {course.chapters.map((chapter) => (
          <ChapterRow key={chapter.id} chapter={chapter} />
        ))}
      </Box>
    </Paper>
  );
}

function ChapterRow({ chapter }: { chapter: OverviewChapter }) {
  const t = useChildText();
  const done = chapter.levels.filter((level) => level.status === 'complete').length;
  const started = chapter.levels.some((level) => level.status !== 'not_started');
  const quiz = chapter.quiz;
  return (
    <Accordion disableGutters elevation={0} defaultExpanded={started && done < chapter.levels.length} sx={{ bgcolor: 'transparent', '&:before': { display: 'none' } }}>
      <AccordionSummary expandIcon={<ExpandMoreRounded />}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }} sx={{ alignItems: { sm: 'center' }, width: '100%', minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, flexGrow: 1, minWidth: 0 }} data-content="">
            {chapter.id}. {chapter.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('levelsDone', { done, total: chapter.levels.length })}
          </Typography>
          <Typography variant="body2" sx={{ color: quiz?.complete ? 'success.main' : 'text.secondary' }}>
            {quiz ? t(quiz.complete ? 'quizDone' : 'quizScore', { score: quiz.score, questions: quiz.questions }) : t('quizNotTaken')}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={1}>
          {chapter.levels.map((level) => (
            <LevelRow key={level.slug} level={level} />
          ))}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}

function LevelRow({ level }: { level: OverviewLevel }) {
  const t = useChildText();
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography sx={{ flexGrow: 1, minWidth: 0 }} data-content="">
          {level.name}
        </Typography>
        <Chip size="small" color={STATUS_COLOR[level.status]} label={t(STATUS_KEY[level.status])} />
      </Stack>
      {level.last_code ? (
        <Box component="details" sx={{ mt: 0.5 }}>
          <Box component="summary" sx={{ cursor: 'pointer', color: 'primary.main', fontWeight: 700 }}>
            {t('lastCode')}
          </Box>
          <Box component="pre" dir="ltr" sx={{ m: 0, mt: 0.5, p: 1.5, borderRadius: 2, bgcolor: '#0f172a', color: '#e2e8f0', overflowX: 'auto', fontSize: '0.85rem', textAlign: 'left' }}>
            <code>{level.last_code}</code>
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
