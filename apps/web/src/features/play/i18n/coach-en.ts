import { COACH_TEXTS } from '@codehop/coach';

/**
 * The `coach` namespace: the assistant's tips (the same words as @codehop/coach, which the server
 * sends as `text_key` + `text_params`) and the tip card's buttons.
 */
export const coachEn = {
  ...COACH_TEXTS,
  card: {
    showCode: 'Show me the code',
    apply: 'Apply',
    failed: 'Failed to fetch the tip. Please try again later.',
  },
};
