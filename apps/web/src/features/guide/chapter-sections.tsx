import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GuideChapter } from '@codehop/content';
import { Link as RouterLink } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';
import { Code, GuideInline, GuideParagraph, SectionHeading } from './guide-markup.tsx';
import { useGuideText } from './i18n/use-guide-text.ts';

export function GoalsSection({ goals }: { goals: GuideChapter['goals'] }) {
  const t = useGuideText();
  return (
    <section>
      <SectionHeading>{t('goals')}</SectionHeading>
      <Box component="ul" sx={{ pl: 3, m: 0 }}>
        {goals.map((goal) => (
          <Typography component="li" key={goal} sx={{ mb: 0.75, lineHeight: 1.7, color: 'text.secondary' }}>
            <GuideInline text={goal} />
          </Typography>
        ))}
      </Box>
    </section>
  );
}

export function IdeasSection({ ideas }: { ideas: GuideChapter['ideas'] }) {
  const t = useGuideText();
  return (
    <section>
      <SectionHeading>{t('ideas')}</SectionHeading>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(180px, max-content) 1fr' }, columnGap: 3, rowGap: 1 }}>
        {ideas.map((idea) => (
          <Box key={idea.term} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              <GuideInline text={idea.term} />
            </Box>
            <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, color: 'text.secondary', lineHeight: 1.6 }}>
              <GuideInline text={idea.meaning} />
            </Box>
          </Box>
        ))}
      </Box>
    </section>
  );
}

const STEPS = ['warmUp', 'unplugged', 'play', 'wrapUp'] as const;

export function LessonSection({ lesson }: { lesson: GuideChapter['lesson'] }) {
  const t = useGuideText();
  return (
    <section>
      <SectionHeading>{t('lesson')}</SectionHeading>
      <Stack spacing={1.5}>
        {STEPS.map((step) => (
          <Paper key={step} variant="outlined" sx={{ p: 2, borderRadius: 3, breakInside: 'avoid' }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 800 }}>
              {t(step)} · {t('minutes', { count: lesson[step].minutes })}
            </Typography>
            <GuideParagraph text={lesson[step].text} sx={{ mb: 0, lineHeight: 1.7, color: 'text.secondary' }} />
          </Paper>
        ))}
      </Stack>
    </section>
  );
}

export function MistakesSection({ mistakes }: { mistakes: GuideChapter['mistakes'] }) {
  const t = useGuideText();
  return (
    <section>
      <SectionHeading>{t('mistakes')}</SectionHeading>
      <Stack spacing={1.5}>
        {mistakes.map((mistake) => (
          <Paper key={mistake.family + mistake.what} variant="outlined" sx={{ p: 2, borderRadius: 3, breakInside: 'avoid' }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 800 }}>
              <Code>{mistake.family}</Code>
            </Typography>
            <Typography sx={{ mt: 1, color: 'text.secondary', lineHeight: 1.7 }}>
              <strong>{t('whatHappens')}: </strong>
              <GuideInline text={mistake.what} />
            </Typography>
            <Typography sx={{ mt: 1, color: 'text.secondary', lineHeight: 1.7 }}>
              <strong>{t('howToHelp')}: </strong>
              <GuideInline text={mistake.help} />
            </Typography>
          </Paper>
        ))}
      </Stack>
    </section>
  );
}

export function LevelsSection({ course, levels }: { course: string; levels: readonly { slug: string; name: string }[] }) {
  const t = useGuideText();
  const to = useLocalePath();
  return (
    <section>
      <SectionHeading>{t('levelsHeading')}</SectionHeading>
      <List dense disablePadding component="ol" sx={{ pl: 3, listStyle: 'decimal' }}>
        {levels.map((level) => (
          <ListItem key={level.slug} disableGutters sx={{ display: 'list-item' }}>
            <Link component={RouterLink} to={to(`play/${course}/${level.slug}`)} sx={{ fontWeight: 700 }} aria-label={t('playLevel', { name: level.name })}>
              {level.name}
            </Link>
          </ListItem>
        ))}
      </List>
    </section>
  );
}
