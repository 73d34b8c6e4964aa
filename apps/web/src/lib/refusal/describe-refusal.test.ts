import { ApiError } from '@codehop/api';
import { describe, expect, it } from 'vitest';
import { describeRefusal } from './describe-refusal.ts';
import { retryAfterSeconds } from './read-api-error.ts';
import { reasonOr } from './refusal.ts';
import { testWords } from './test-words.ts';

function apiError(status: number, body: unknown, path = '/api/level/data/python/lists-level1', retryAfter?: string) {
  return new ApiError({ url: path, status, statusText: '', body, request: { method: 'GET', path }, retryAfter });
}

const locked = apiError(403, { detail: 'Your class has not unlocked this chapter yet. Ask your teacher.', code: 'class_locked' });

describe('describeRefusal', () => {
  it('says a locked chapter in the child words, with the way back to their levels', () => {
    const refusal = describeRefusal(locked, testWords('en'));
    expect(refusal).toMatchObject({ kind: 'reason', code: 'class_locked', heading: 'This level is not open yet' });
    expect(refusal.message).toBe('Your class has not unlocked this chapter yet. Ask your teacher.');
    expect(refusal.actions).toEqual([{ kind: 'my-levels' }]);
  });

  it('speaks German and Arabic from their locale files', () => {
    expect(describeRefusal(locked, testWords('de')).message).toContain('Frag deine Lehrerin');
    expect(describeRefusal(locked, testWords('ar')).message).toContain('اسأل معلمك');
  });

  it('names the paid course, its price in the reader format and a buy button', () => {
    const error = apiError(402, { detail: 'This level is part of the full course.', code: 'payment_required' }, '/api/level/data/advanced-python/generators-level1');
    const refusal = describeRefusal(error, testWords('en'));
    expect(refusal.message).toBe('This level is part of Advanced Python, a paid course: $59.00, paid once, for one child.');
    expect(refusal.actions[0]).toEqual({ kind: 'buy-course', courseId: 'advanced-python', plan: 'advanced_python_course' });
    expect(describeRefusal(error, testWords('de')).message).toMatch(/59,00\s\$/);
  });

  it('says "quiz", not "level", when a paid chapter\'s quiz is refused', () => {
    const error = apiError(402, { detail: 'This quiz is part of the full course.', code: 'payment_required' }, '/api/quiz/python/3?lng=de');
    expect(describeRefusal(error, testWords('en')).message).toBe('This quiz is part of Beginner Python, a paid course: $49.00, paid once, for one child.');
    expect(describeRefusal(error, testWords('de')).message).toMatch(/^Dieses Quiz gehört zu /);
    expect(describeRefusal(error, testWords('en')).actions[0]).toMatchObject({ kind: 'buy-course', courseId: 'python' });
  });

  it('shows the server detail for a code it has no words for', () => {
    const refusal = describeRefusal(apiError(403, { detail: 'A brand new reason.', code: 'brand_new' }), testWords('en'));
    expect(refusal.message).toBe('A brand new reason.');
  });

  it('puts 422 field errors on their fields and on the rows of a bulk list', () => {
    const refusal = describeRefusal(
      apiError(422, {
        detail: 'Validation Error',
        code: 'validation_error',
        errors: [
          { field: 'name', location: 'body', message: 'At most 100 characters' },
          { field: 'usernames.4', location: 'body', message: 'Row 5 (Selfie Kid): only letters' },
        ],
      }),
      testWords('en'),
    );
    expect(refusal.kind).toBe('fields');
    expect(refusal.fields).toEqual({ name: 'At most 100 characters', 'usernames.4': 'Row 5 (Selfie Kid): only letters' });
    expect(refusal.rows).toEqual({ 4: 'Row 5 (Selfie Kid): only letters' });
    expect(refusal.message).not.toBe('Validation Error');
  });

  it('says how long to wait from Retry-After, in the reader language', () => {
    const limited = apiError(429, { detail: 'Too many requests', code: 'rate_limited' }, '/api/auth/login', '120');
    expect(describeRefusal(limited, testWords('en'))).toMatchObject({ kind: 'wait', retryAfterSeconds: 120 });
    expect(describeRefusal(limited, testWords('en')).message).toBe('Too many tries in a short time. Please try again in 2 minutes.');
    expect(describeRefusal(limited, testWords('de')).message).toContain('in 2 Minuten');
    expect(retryAfterSeconds('Wed, 21 Oct 2015 07:28:30 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(30);
    expect(retryAfterSeconds(null)).toBeNull();
  });

  it('gives a stale copy (412, version_conflict) a reload and the server body for a re-apply view', () => {
    const current = { detail: 'Changed meanwhile', code: 'precondition_failed', current: { name: 'Class 4B' } };
    const refusal = describeRefusal(apiError(412, current, '/api/organization/classes/3'), testWords('en'));
    expect(refusal).toMatchObject({ kind: 'stale', current, actions: [{ kind: 'reload' }] });
  });

  it('tells a lost connection apart from a bug in the page', () => {
    expect(describeRefusal(new TypeError('Failed to fetch'), testWords('en')).kind).toBe('offline');
    expect(describeRefusal(new Error('x is undefined'), testWords('en')).kind).toBe('unexpected');
  });

  it('finds the refusal a page wrapped in its own error', () => {
    const wrapped = new Error('Failed to load game data', { cause: locked });
    expect(describeRefusal(wrapped, testWords('en')).code).toBe('class_locked');
  });

  it("lets a toast keep the screen's own words when the server only failed, and the server's reason otherwise", () => {
    expect(reasonOr(describeRefusal(apiError(500, { detail: 'x' }), testWords('en')), 'Updating avatar failed')).toBe('Updating avatar failed');
    expect(reasonOr(describeRefusal(locked, testWords('en')), 'Updating avatar failed')).toBe('Your class has not unlocked this chapter yet. Ask your teacher.');
  });
});
