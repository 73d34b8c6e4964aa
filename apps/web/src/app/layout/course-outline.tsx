import { useState } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ExpandLessRounded from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import QuizRounded from '@mui/icons-material/QuizRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import MapRounded from '@mui/icons-material/MapRounded';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CourseProgressBar } from '../../components/course-progress-bar.tsx';
import { useCourse, type Chapter } from '../../lib/api/course.ts';
import type { CourseEntry } from '../../lib/courses.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { courseProgress, isChapterDone, withBrowserCompletions } from '../../lib/course-progress.ts';
import { useCurrentUser } from '../../lib/api/current-user.ts';
import { browserStorage, isCompletedLocally } from '../../features/play/model/local-progress.ts';
import { visibleChapters, type ClassRules } from '../../lib/class-rules.ts';
import { quizPath } from '../../lib/quiz-path.ts';

interface CourseOutlineProps {
  course: CourseEntry;
  studentId: number | null;
  onNavigate: () => void;
  /** A school student's class rules: which chapters the sidebar shows (platform §4). */
  classRules?: ClassRules | null;
}

/** The course name, its progress and its chapters, once GET /api/level/course/{slug} answers. */
export function CourseOutline({ course, studentId, onNavigate, classRules = null }: CourseOutlineProps) {
  const { t } = useTranslation();
  const query = useCourse(course.value, studentId);
  const visitor = useCurrentUser().data === null;

  if (query.isPending) {
    return (
      <Box sx={{ px: 2, py: 2 }} aria-busy aria-label={t('drawer.courseLoading')}>
        <Skeleton width="60%" height={28} />
        <Skeleton height={14} sx={{ my: 1 }} />
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={40} />
        ))}
      </Box>
    );
  }

  if (query.isError) {
    return (
      <Box sx={{ px: 3, py: 4, textAlign: 'center', color: 'text.secondary' }}>
        <MapRounded sx={{ fontSize: 40, opacity: 0.5, mb: 1 }} />
        <Typography variant="body2">{t('drawer.courseEmpty')}</Typography>
      </Box>
    );
  }

  // A visitor's finished levels live in this browser only; a learner's are the server's (checked) record.
  const chapters = visitor
    ? withBrowserCompletions(query.data.chapters, (slug) => isCompletedLocally('anonymous', course.value, slug, browserStorage()))
    : query.data.chapters;
  const progress = courseProgress(chapters);

  return (
    <Box sx={{ px: 1, py: 2 }}>
      <Box sx={{ px: 1, mb: 1 }}>
        {/* data-content: names from the course, translated by the content pipeline. */}
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 800 }} data-content>
          {query.data.name}
        </Typography>
        <CourseProgressBar progress={progress} />
      </Box>
      <List dense disablePadding>
        {visibleChapters(chapters, course.value, classRules).map((chapter, index) => (
          <ChapterItem
            key={chapter.id}
            chapter={chapter}
            chapterIndex={index}
            courseId={course.value}
            onNavigate={onNavigate}
          />
        ))}
      </List>
    </Box>
  );
}

interface ChapterItemProps {
  chapter: Chapter;
  chapterIndex: number;
  courseId: string;
  onNavigate: () => void;
}

function ChapterItem({ chapter, chapterIndex, courseId, onNavigate }: ChapterItemProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const done = isChapterDone(chapter);
  // Finished chapters start collapsed (spec/platform.md §4), so the next thing to do is in view.
  const [open, setOpen] = useState(!done);
  const completed = chapter.level_data.filter((level) => level.completed).length;
  // A chapter whose levels are all locked has its quiz locked the same way (the server refuses it).
  const quizLocked = chapter.class_locked || (chapter.level_data.length > 0 && chapter.level_data.every((level) => level.locked));

  return (
    <>
      <ListItemButton onClick={() => setOpen((value) => !value)} aria-expanded={open}>
        <ListItemText
          primary={<span data-content>{chapter.name}</span>}
          slotProps={{ primary: { sx: { fontWeight: 800 } } }}
          secondary={
            chapter.level_data.length > 0
              ? t('drawer.chapterProgress', { completed, total: chapter.level_data.length })
              : undefined
          }
        />
        {done && <CheckCircleRounded color="primary" fontSize="small" sx={{ mr: 1 }} />}
        {open ? <ExpandLessRounded /> : <ExpandMoreRounded />}
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <List dense disablePadding onClick={onNavigate}>
          {chapter.level_data.map((level) => (
            <ListItemButton
              key={level.slug}
              component={RouterLink}
              to={to(`play/${courseId}/${level.slug}`)}
              sx={{ pl: 3 }}
            >
              <ListItemIcon sx={{ minWidth: 32 }}>
                {level.locked ? (
                  <LockRounded
                    fontSize="small"
                    titleAccess={t('drawer.locked')}
                    sx={{ color: 'text.disabled' }}
                  />
                ) : level.completed ? (
                  <CheckCircleRounded
                    fontSize="small"
                    color="primary"
                    titleAccess={t('drawer.completed')}
                  />
                ) : (
                  <RadioButtonUncheckedRounded fontSize="small" sx={{ color: 'text.secondary' }} />
                )}
              </ListItemIcon>
              <ListItemText
                primary={<span data-content>{level.name}</span>}
                sx={{ color: level.locked ? 'text.disabled' : 'text.primary' }}
              />
            </ListItemButton>
          ))}
          {chapter.quiz_exists && (
            <ListItemButton
              component={RouterLink}
              to={to(quizPath(courseId, chapter, chapterIndex))}
              sx={{ pl: 3 }}
            >
              <ListItemIcon sx={{ minWidth: 32 }}>
                {chapter.quiz_complete ? (
                  <CheckCircleRounded fontSize="small" color="primary" />
                ) : quizLocked ? (
                  <LockRounded fontSize="small" titleAccess={t('drawer.locked')} sx={{ color: 'text.disabled' }} />
                ) : (
                  <QuizRounded fontSize="small" color="secondary" />
                )}
              </ListItemIcon>
              <ListItemText primary={t('drawer.quiz')} sx={{ color: quizLocked ? 'text.disabled' : 'text.primary' }} />
            </ListItemButton>
          )}
        </List>
      </Collapse>
    </>
  );
}
