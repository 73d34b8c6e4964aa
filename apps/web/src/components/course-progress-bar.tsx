import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ProgressCounts } from '../lib/course-progress.ts';

/**
 * The course progress bar of spec/platform.md §4 in three parts: completed, still to do, and
 * locked levels, with the counts in words underneath.
 */
export function CourseProgressBar({ progress }: { progress: ProgressCounts }) {
  const { t } = useTranslation();
  if (progress.total === 0) return null;
  const segments = [
    { key: 'completed', count: progress.completed, color: 'primary.main' },
    // Levels still to do look like the empty track, so 0 done reads as an empty bar; locked
    // levels are darker still, with a stripe.
    { key: 'incomplete', count: progress.incomplete, color: 'rgba(187, 247, 208, 0.1)' },
    {
      key: 'locked',
      count: progress.locked,
      color: 'rgba(0, 0, 0, 0.25)',
    },
  ];
  return (
    <>
      <Tooltip title={t('drawer.progressLegend', { ...progress })}>
        <Box
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={progress.total}
          aria-valuenow={progress.completed}
          aria-label={t('drawer.progress', { ...progress })}
          sx={{
            display: 'flex',
            height: 10,
            borderRadius: 5,
            overflow: 'hidden',
            my: 1,
            bgcolor: 'action.hover',
          }}
        >
          {segments.map((segment) =>
            segment.count > 0 ? (
              <Box key={segment.key} sx={{ flexGrow: segment.count, bgcolor: segment.color }} />
            ) : null,
          )}
        </Box>
      </Tooltip>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {t('drawer.progress', { ...progress })}
      </Typography>
    </>
  );
}
