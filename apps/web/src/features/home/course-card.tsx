import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CourseEntry } from '../../lib/courses.ts';
import { useLocalePath } from '../../lib/use-locale.ts';

const ACCENTS = {
  python: { from: '#22c55e', to: '#15803d', symbol: 'py' },
  'advanced-python': { from: '#f59e0b', to: '#b45309', symbol: '{ }' },
} as const;

export function CourseCard({ course }: { course: CourseEntry }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const accent = ACCENTS[course.value];
  const audienceKey =
    course.value === 'python' ? 'courses.python.audience' : 'courses.advancedPython.audience';
  const chaptersKey =
    course.value === 'python' ? 'courses.chapters.python' : 'courses.chapters.advancedPython';

  return (
    <Card
      variant="outlined"
      sx={{ borderRadius: 4, height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box
        sx={{
          height: 112,
          background: `linear-gradient(135deg, ${accent.from}, ${accent.to})`,
          display: 'flex',
          alignItems: 'center',
          px: 3,
          position: 'relative',
          overflow: 'hidden',
        }}
      >
        <Typography
          sx={{
            fontSize: 56,
            fontWeight: 900,
            color: 'rgba(255,255,255,0.9)',
            fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
          }}
          aria-hidden
        >
          {accent.symbol}
        </Typography>
        <Box
          sx={{
            position: 'absolute',
            right: -30,
            top: -30,
            width: 160,
            height: 160,
            borderRadius: '50%',
            border: '18px solid rgba(255,255,255,0.12)',
          }}
        />
      </Box>
      <CardContent sx={{ p: 3, flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography variant="h5" component="h3">
          {t(course.labelKey)}
        </Typography>
        <Chip
          label={t(audienceKey)}
          size="small"
          sx={{ alignSelf: 'flex-start', fontWeight: 700 }}
        />
        <Typography sx={{ color: 'text.secondary' }}>{t(course.descriptionKey)}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', opacity: 0.8 }}>
          {t(chaptersKey)}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <Button
          component={RouterLink}
          to={to(`play/${course.value}/${course.firstLevel}`)}
          variant="contained"
          size="large"
          startIcon={<PlayArrowRounded />}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('home.playNow')}
        </Button>
      </CardContent>
    </Card>
  );
}
