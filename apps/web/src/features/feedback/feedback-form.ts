import { feedbackRequestSchema } from '@codehop/api';

export type RatingValue = 1 | 2 | 3 | 4 | 5;

export interface FeedbackFormValues {
  rating: number | null;
  feedback: string;
}

/** i18n keys of the messages of spec/platform.md §5, per field. */
export interface FeedbackFormErrors {
  rating?: 'feedback.ratingRequired';
  feedback?: 'feedback.feedbackRequired' | 'feedback.feedbackTooLong';
}

export const DEFAULT_RATING: RatingValue = 5;
export const MAX_FEEDBACK_LENGTH = 5000;

/** Checks the form before it is sent: rating 1 to 5 and a non-blank message are required. */
export function validateFeedback(values: FeedbackFormValues): FeedbackFormErrors {
  const errors: FeedbackFormErrors = {};
  if (
    values.rating === null ||
    !Number.isInteger(values.rating) ||
    values.rating < 1 ||
    values.rating > 5
  ) {
    errors.rating = 'feedback.ratingRequired';
  }
  const text = values.feedback.trim();
  if (text === '') errors.feedback = 'feedback.feedbackRequired';
  else if (text.length > MAX_FEEDBACK_LENGTH) errors.feedback = 'feedback.feedbackTooLong';
  return errors;
}

export function hasErrors(errors: FeedbackFormErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The request body, checked against the API's own schema so client and server agree. */
export function toFeedbackRequest(values: FeedbackFormValues) {
  return feedbackRequestSchema.parse({ rating: values.rating, feedback: values.feedback.trim() });
}
