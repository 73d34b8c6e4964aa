import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useOverview } from './content/use-guide-content.ts';
import { GuideFrame, GuideStatus, PartlyEnglish } from './guide-layout.tsx';
import { GuideInline, GuideParagraph, SectionHeading } from './guide-markup.tsx';
import { useGuideText } from './i18n/use-guide-text.ts';
import { useCourseNames } from './use-course-names.ts';

/** /guide: how a lesson with Codehop goes, a first week, and every chapter of both courses. */
export function GuideHomePage() {
  const t = useGuideText();
  const overview = useOverview();
  const data = overview.data;
  return (
    <GuideFrame trail={[]}>
      <PageTitle page={t('title')} about="guide" />
      <Typography variant="h3" component="h1" sx={{ fontWeight: 800, mb: 1, fontSize: { xs: '2rem', md: '2.6rem' } }}>
        {t('title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('tagline')}</Typography>
      {!data ? (
        <GuideStatus failed={overview.isError} missing={overview.isSuccess} onRetry={() => void overview.refetch()} />
      ) : (
        <Box data-content="">
          <PartlyEnglish show={data.partlyEnglish} />
          <Typography variant="h4" component="h2" sx={{ fontWeight: 800, mb: 2 }}>
            {data.text.title}
          </Typography>
          {data.text.intro.map((paragraph) => (
            <GuideParagraph key={paragraph} text={paragraph} />
          ))}
          {data.text.sections.map((section) => (
            <section key={section.id} id={section.id}>
              <SectionHeading>{section.title}</SectionHeading>
              {section.paragraphs.map((paragraph) => (
                <GuideParagraph key={paragraph} text={paragraph} />
              ))}
            </section>
          ))}
          <SectionHeading>{t('firstWeek')}</SectionHeading>
          <Stack spacing={1.5}>
            {data.text.firstWeek.map((day) => (
              <Paper key={day.title} variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 800 }}>
                  {day.title}
                </Typography>
                <Typography sx={{ color: 'text.secondary', lineHeight: 1.7 }}>
                  <GuideInline text={day.text} />
                </Typography>
              </Paper>
            ))}
          </Stack>
        </Box>
      )}
      <SectionHeading>{t('courses')}</SectionHeading>
      <Stack spacing={2}>
        <CourseChapters courseId="python" />
        <CourseChapters courseId="advanced-python" />
      </Stack>
    </GuideFrame>
  );
}

function CourseChapters({ courseId }: { courseId: string }) {
  const t = useGuideText();
  const to = useLocalePath();
  const course = useCourseNames(courseId);
  if (!course) return null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4 }}>
      <Typography variant="h6" component="h3" sx={{ fontWeight: 800, mb: 1 }}>
        <Link component={RouterLink} to={to(`guide/${courseId}`)} data-content="">
          {course.name}
        </Link>
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, columns: { sm: 2 }, columnGap: 4 }}>
        {course.chapters.map((chapter) => (
          <Box component="li" key={chapter.id} sx={{ mb: 0.75, breakInside: 'avoid' }}>
            <Link component={RouterLink} to={to(`guide/${courseId}/${chapter.id}`)} sx={{ fontWeight: 700 }} aria-label={t('openChapter', { number: chapter.id, name: chapter.name })}>
              <span data-content="">{chapter.name}</span>
            </Link>{' '}
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              · {t('levels', { count: chapter.levels.length })}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
