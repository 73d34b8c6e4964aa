import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { useLocale, useLocalePath } from '../../lib/use-locale.ts';
import { ChapterBody } from './chapter-body.tsx';
import { loadChapterGuide } from './content/guide-files.ts';
import { useCourseGuide, useCurriculum } from './content/use-guide-content.ts';
import { GuideFrame, GuideStatus, PartlyEnglish } from './guide-layout.tsx';
import { GuideParagraph, SectionHeading } from './guide-markup.tsx';
import { useGuideText } from './i18n/use-guide-text.ts';
import { useCourseNames } from './use-course-names.ts';

/**
 * /guide/{course}: who the course is for, its pacing and its chapters. Printing it prints every
 * chapter's guide, each on its own page (they are laid out for print only).
 */
export function GuideCoursePage() {
  const t = useGuideText();
  const to = useLocalePath();
  const language = useLocale();
  const courseId = useParams().courseId ?? '';
  const course = useCourseNames(courseId);
  const guide = useCourseGuide(courseId);
  const curriculum = useCurriculum();
  const chapters = useQueries({
    queries: (course?.chapters ?? []).map((chapter) => ({
      queryKey: ['guide', courseId, chapter.id, language],
      queryFn: () => loadChapterGuide(courseId, chapter.id, language),
      staleTime: Infinity,
    })),
  });
  if (!course || !guide.data)
    return (
      <GuideFrame trail={[]}>
        <GuideStatus failed={guide.isError} missing={!course || guide.isSuccess} onRetry={() => void guide.refetch()} />
      </GuideFrame>
    );

  return (
    <GuideFrame trail={[{ label: course.name, path: `guide/${courseId}` }]} printLabel={t('printCourse')}>
      <PageTitle page={`${t('title')}: ${course.name}`} about="guide" />
      <Box data-print="hide">
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800, mb: 2, fontSize: { xs: '2rem', md: '2.6rem' } }} data-content="">
          {course.name}
        </Typography>
        <Box data-content="">
          <PartlyEnglish show={guide.data.partlyEnglish} />
          {guide.data.text.intro.map((paragraph) => (
            <GuideParagraph key={paragraph} text={paragraph} />
          ))}
          <SectionHeading>{t('audience')}</SectionHeading>
          <GuideParagraph text={guide.data.text.audience} />
          <SectionHeading>{t('pacing')}</SectionHeading>
          <GuideParagraph text={guide.data.text.pacing} />
        </Box>
        <SectionHeading>{t('chapters')}</SectionHeading>
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {course.chapters.map((chapter, index) => (
            <Box component="li" key={chapter.id} sx={{ mb: 1.5 }}>
              <Link component={RouterLink} to={to(`guide/${courseId}/${chapter.id}`)} sx={{ fontWeight: 800 }} aria-label={t('openChapter', { number: chapter.id, name: chapter.name })}>
                <span data-content="">{chapter.name}</span>
              </Link>
              <Typography variant="body2" sx={{ color: 'text.secondary' }} data-content="">
                {chapters[index]?.data?.text.summary.replace(/`/g, '')}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
      {/* Every chapter, for print only: one per page. */}
      <Box sx={{ display: 'none', '@media print': { display: 'block' } }} data-print-all="">
        {course.chapters.map((chapter, index) => {
          const text = chapters[index]?.data?.text;
          return text ? <ChapterBody key={chapter.id} course={courseId} chapter={chapter} text={text} curriculum={curriculum.data} /> : null;
        })}
      </Box>
    </GuideFrame>
  );
}
