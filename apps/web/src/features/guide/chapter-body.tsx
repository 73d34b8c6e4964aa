import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GuideChapter, GuideCurriculum } from '@codehop/content';
import type { ReactNode } from 'react';
import { GoalsSection, IdeasSection, LessonSection, LevelsSection, MistakesSection } from './chapter-sections.tsx';
import { CurriculumTable } from './curriculum-table.tsx';
import { GuideParagraph } from './guide-markup.tsx';
import { useGuideText } from './i18n/use-guide-text.ts';
import type { NamedChapter } from './use-course-names.ts';

/** One chapter's guide, as its own page shows it and as "print every chapter" prints it (one per page). */
export function ChapterBody({ course, chapter, text, curriculum, children }: {
  course: string;
  chapter: NamedChapter;
  text: GuideChapter;
  curriculum: GuideCurriculum | undefined;
  children?: ReactNode;
}) {
  const t = useGuideText();
  return (
    <Box component="article" data-guide-chapter={`${course}/${chapter.id}`} aria-labelledby={`chapter-${course}-${chapter.id}`}>
      <Typography variant="overline" sx={{ color: 'primary.main', fontWeight: 800 }}>
        {t('chapter', { number: chapter.id })}
      </Typography>
      <Typography id={`chapter-${course}-${chapter.id}`} variant="h3" component="h1" sx={{ fontWeight: 800, mb: 1.5, fontSize: { xs: '2rem', md: '2.6rem' } }} data-content="">
        {chapter.name}
      </Typography>
      <Box data-content="">
        <GuideParagraph text={text.summary} sx={{ fontSize: '1.1rem', lineHeight: 1.7 }} />
        <GoalsSection goals={text.goals} />
        <IdeasSection ideas={text.ideas} />
        <LessonSection lesson={text.lesson} />
        <MistakesSection mistakes={text.mistakes} />
        <LevelsSection course={course} levels={chapter.levels} />
        {curriculum ? <CurriculumTable ids={curriculum.chapters[`${course}/${chapter.id}`] ?? []} curriculum={curriculum} notes={text.curriculum} /> : null}
      </Box>
      {children}
    </Box>
  );
}
