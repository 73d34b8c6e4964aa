import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Rating, { type IconContainerProps } from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SentimentDissatisfiedRounded from '@mui/icons-material/SentimentDissatisfiedRounded';
import SentimentNeutralRounded from '@mui/icons-material/SentimentNeutralRounded';
import SentimentSatisfiedAltRounded from '@mui/icons-material/SentimentSatisfiedAltRounded';
import SentimentVeryDissatisfiedRounded from '@mui/icons-material/SentimentVeryDissatisfiedRounded';
import SentimentVerySatisfiedRounded from '@mui/icons-material/SentimentVerySatisfiedRounded';
import { useTranslation } from 'react-i18next';
import { reasonOr, useDescribeRefusal } from '../../lib/refusal/index.ts';
import { useNotify } from '../../components/notification-provider.tsx';
import {
  DEFAULT_RATING,
  hasErrors,
  toFeedbackRequest,
  validateFeedback,
  type FeedbackFormErrors,
} from './feedback-form.ts';
import { useSendFeedback } from './send-feedback.ts';

const RATING_ICONS = {
  1: { icon: <SentimentVeryDissatisfiedRounded />, color: '#f87171' },
  2: { icon: <SentimentDissatisfiedRounded />, color: '#fb923c' },
  3: { icon: <SentimentNeutralRounded />, color: '#facc15' },
  4: { icon: <SentimentSatisfiedAltRounded />, color: '#a3e635' },
  5: { icon: <SentimentVerySatisfiedRounded />, color: '#4ade80' },
} as const;

function ratingKey(value: number): 1 | 2 | 3 | 4 | 5 {
  return Math.min(5, Math.max(1, Math.round(value))) as 1 | 2 | 3 | 4 | 5;
}

// Each face keeps its own colour when chosen; MUI marks the chosen one with iconFilled.
function RatingIcon({ value, className, children: _star, ...other }: IconContainerProps) {
  const { icon, color } = RATING_ICONS[ratingKey(value)];
  const filled = className?.includes('MuiRating-iconFilled') ?? false;
  return (
    <Box
      component="span"
      className={className}
      {...other}
      sx={{
        display: 'flex',
        color: filled ? color : 'text.disabled',
        transition: 'transform 150ms',
        transform: filled ? 'scale(1.15)' : 'none',
        px: 0.5,
        '& svg': { fontSize: { xs: 40, sm: 48 } },
      }}
    >
      {icon}
    </Box>
  );
}

export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const describe = useDescribeRefusal();
  const send = useSendFeedback();
  const [rating, setRating] = useState<number | null>(DEFAULT_RATING);
  const [hover, setHover] = useState(-1);
  const [feedback, setFeedback] = useState('');
  const [errors, setErrors] = useState<FeedbackFormErrors>({});
  const shown = ratingKey(hover !== -1 ? hover : (rating ?? DEFAULT_RATING));

  function reset() {
    setRating(DEFAULT_RATING);
    setFeedback('');
    setErrors({});
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const values = { rating, feedback };
    const found = validateFeedback(values);
    setErrors(found);
    if (hasErrors(found)) return;
    send.mutate(toFeedbackRequest(values), {
      onSuccess: () => {
        notify(t('feedback.sent'), 'success');
        reset();
        onClose();
      },
      onError: (error) => notify(reasonOr(describe(error), t('feedback.failed')), 'error'),
    });
  }

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle sx={{ fontWeight: 800, fontSize: '1.5rem' }}>
          {t('feedback.title')}
        </DialogTitle>
        <DialogContent>
          <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('feedback.intro')}</Typography>
          <FormLabel id="feedback-rating-label" sx={{ fontWeight: 700, color: 'text.primary' }}>
            {t('feedback.ratingLabel')}
          </FormLabel>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1, flexWrap: 'wrap' }}>
            <Rating
              name="rating"
              value={rating}
              onChange={(_event, value) => setRating(value)}
              onChangeActive={(_event, value) => setHover(value)}
              slots={{ icon: RatingIcon }}
              getLabelText={(value) => t(`feedback.ratings.${ratingKey(value)}`)}
              highlightSelectedOnly
              aria-labelledby="feedback-rating-label"
              sx={{ fontSize: '2.75rem' }}
            />
            <Typography sx={{ fontWeight: 800, color: RATING_ICONS[shown].color }}>
              {rating !== null || hover !== -1 ? t(`feedback.ratings.${shown}`) : ''}
            </Typography>
          </Box>
          {errors.rating && <FormHelperText error>{t(errors.rating)}</FormHelperText>}
          <TextField
            name="feedback"
            label={t('feedback.feedbackLabel')}
            placeholder={t('feedback.feedbackPlaceholder')}
            value={feedback}
            onChange={(event) => setFeedback(event.target.value)}
            error={Boolean(errors.feedback)}
            helperText={errors.feedback ? t(errors.feedback) : ' '}
            multiline
            minRows={4}
            fullWidth
            required
            sx={{ mt: 3 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button onClick={onClose} color="inherit">
            {t('feedback.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={send.isPending}>
            {t('feedback.send')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
