import { describe, expect, it } from 'vitest';
import { reasonFormErrors } from './reason-form.ts';

describe('reasonFormErrors', () => {
  it.each([
    [{ reason: '', feedback: '' }, { reason: 'errors.reasonRequired' }],
    [{ reason: 'other', feedback: '  ' }, { feedback: 'errors.feedbackRequired' }],
    [{ reason: 'other', feedback: 'Too hard' }, {}],
    [{ reason: 'not_satisfied', feedback: '' }, {}],
  ] as const)('%o', (form, errors) => {
    expect(reasonFormErrors(form)).toEqual(errors);
  });
});
