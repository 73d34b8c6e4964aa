import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useStaffFeedback } from './api/staff-feedback.ts';
import { useStaffText } from './i18n/use-staff-text.ts';

/** The latest messages sent with the Feedback button. */
export function FeedbackPanel() {
  const t = useStaffText();
  const feedback = useStaffFeedback();
  if (feedback.isPending) return <LinearProgress aria-label={t('tabs.feedback')} />;
  if (!feedback.data?.length) return <Alert severity="info">{t('feedback.empty')}</Alert>;
  return (
    <Stack spacing={1.5}>
      {feedback.data.map((entry) => (
        <Paper key={entry.id} variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Rating
              value={entry.rating}
              readOnly
              size="small"
              aria-label={t('feedback.rating', { rating: entry.rating })}
            />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {entry.from_email ?? t('feedback.anonymous')} ·{' '}
              {new Date(entry.created_at).toLocaleString()}
            </Typography>
          </Stack>
          <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {entry.message}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
