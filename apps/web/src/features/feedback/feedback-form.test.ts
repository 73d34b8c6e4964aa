import { describe, it, expect } from 'vitest';
import { toFeedbackRequest, validateFeedback, hasErrors } from './feedback-form.ts';

describe('validateFeedback', () => {
  it.each([
    [{ rating: 5, feedback: 'Love it' }, {}],
    [{ rating: 1, feedback: 'Too hard' }, {}],
    [{ rating: null, feedback: 'Nice' }, { rating: 'feedback.ratingRequired' }],
    [{ rating: 0, feedback: 'Nice' }, { rating: 'feedback.ratingRequired' }],
    [{ rating: 6, feedback: 'Nice' }, { rating: 'feedback.ratingRequired' }],
    [{ rating: 4, feedback: '' }, { feedback: 'feedback.feedbackRequired' }],
    [{ rating: 4, feedback: '   \n ' }, { feedback: 'feedback.feedbackRequired' }],
    [{ rating: 4, feedback: 'x'.repeat(5001) }, { feedback: 'feedback.feedbackTooLong' }],
    [
      { rating: null, feedback: '' },
      { rating: 'feedback.ratingRequired', feedback: 'feedback.feedbackRequired' },
    ],
  ])('%j -> %j', (values, expected) => {
    expect(validateFeedback(values)).toEqual(expected);
  });

  it('reports whether there are errors', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ rating: 'feedback.ratingRequired' })).toBe(true);
  });
});

describe('toFeedbackRequest', () => {
  it('sends the trimmed text and the rating', () => {
    expect(toFeedbackRequest({ rating: 3, feedback: '  More levels please  ' })).toEqual({
      rating: 3,
      feedback: 'More levels please',
    });
  });
});
