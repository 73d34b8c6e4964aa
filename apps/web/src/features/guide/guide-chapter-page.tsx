import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import { Link as RouterLink, useParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { useLocalePath } from '../../lib/use-locale.ts';
import { AnswersSection } from './answers-section.tsx';
import { ChapterBody } from './chapter-body.tsx';
import { useChapterGuide, useCurriculum } from './content/use-guide-content.ts';
import { GuideFrame, GuideStatus, PartlyEnglish } from './guide-layout.tsx';
import { useGuideText } from './i18n/use-guide-text.ts';
import { useCourseNames } from './use-course-names.ts';

/** /guide/{course}/{chapter}: one chapter's guide, with the answers for teachers; prints as one page. */
export function GuideChapterPage() {
  const t = useGuideText();
  const to = useLocalePath();
  const params = useParams();
  const courseId = params.courseId ?? '';
  const chapterId = Number(params.chapterId);
  const course = useCourseNames(courseId);
  const chapter = course?.chapters.find((candidate) => candidate.id === chapterId);
  const guide = useChapterGuide(courseId, chapter ? chapterId : 0);
  const curriculum = useCurriculum();
  if (!course || !chapter || !guide.data)
    return (
      <GuideFrame trail={course ? [{ label: course.name, path: `guide/${courseId}` }] : []}>
        <GuideStatus failed={guide.isError} missing={!chapter || guide.isSuccess} onRetry={() => void guide.refetch()} />
      </GuideFrame>
    );
  const previous = course.chapters.find((candidate) => candidate.id === chapterId - 1);
  const next = course.chapters.find((candidate) => candidate.id === chapterId + 1);

  return (
    <GuideFrame trail={[{ label: course.name, path: `guide/${courseId}` }]} printLabel={t('print')}>
      <PageTitle page={`${t('title')}: ${chapter.name}`} about="guide" />
      <PartlyEnglish show={guide.data.partlyEnglish} />
      <ChapterBody course={courseId} chapter={chapter} text={guide.data.text} curriculum={curriculum.data}>
        <AnswersSection course={courseId} chapter={chapterId} />
      </ChapterBody>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', mt: 4 }} data-print="hide">
        {previous ? (
          <Button component={RouterLink} to={to(`guide/${courseId}/${previous.id}`)} startIcon={<ArrowBackRounded sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}>
            {t('previous')}
          </Button>
        ) : <span />}
        {next ? (
          <Button component={RouterLink} to={to(`guide/${courseId}/${next.id}`)} endIcon={<ArrowForwardRounded sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}>
            {t('next')}
          </Button>
        ) : null}
      </Stack>
    </GuideFrame>
  );
}
