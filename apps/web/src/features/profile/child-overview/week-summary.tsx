import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StudentOverview } from '@codehop/api';
import { useChildText } from './i18n/use-child-text.ts';

/** This week in four numbers, and how the assistant is set for the child. */
export function WeekSummary({ week, assistant }: Pick<StudentOverview, 'week' | 'assistant'>) {
  const t = useChildText();
  const figures = [
    t('daysPlayed', { count: week.days_played }),
    t('runs', { count: week.runs }),
    t('levelsCompleted', { count: week.levels_completed }),
    t('assistantUses', { count: week.assistant_uses }),
  ];
  const assistantText = !assistant.enabled || assistant.daily_limit === 0
    ? t('assistantOff')
    : assistant.daily_limit === null
      ? t('assistantUnlimited')
      : t('assistantLimit', { limit: assistant.daily_limit });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4 }} data-testid="child-week">
      <Typography variant="h6" component="h2" sx={{ fontWeight: 800 }}>
        {t('week')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('weekNote')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {figures.map((figure) => (
          <Typography key={figure} sx={{ fontWeight: 700 }}>
            {figure}
          </Typography>
        ))}
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
        {assistantText}
      </Typography>
    </Paper>
  );
}
