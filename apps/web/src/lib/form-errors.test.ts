import { describe, expect, it } from 'vitest';
import { ApiError } from '@codehop/api';
import { formFailure } from './form-errors.ts';
import { refusalEn } from './refusal/i18n/refusal-en.ts';
import { testWords } from './refusal/test-words.ts';

const text = testWords('en');

function apiError(status: number, body: unknown) {
  return new ApiError({
    url: '/api/x',
    status,
    statusText: '',
    body,
    request: { method: 'POST', path: '/api/x' },
  });
}

describe('formFailure', () => {
  it.each([
    [
      '422 field errors beside their fields',
      apiError(422, {
        detail: 'Validation Error',
        errors: [
          { field: 'email', location: 'body', message: 'Please enter a valid e-mail address' },
          {
            field: 'password',
            location: 'body',
            message: 'Password must be at least 8 characters',
          },
        ],
      }),
      {
        fields: {
          email: 'Please enter a valid e-mail address',
          password: 'Password must be at least 8 characters',
        },
        message: null,
      },
    ],
    [
      'a 422 on a field the form lacks as the form message',
      apiError(422, {
        detail: 'Validation Error',
        errors: [{ field: 'token', location: 'query', message: 'bad' }],
      }),
      { fields: {}, message: `${refusalEn.heading.refused}: token: bad` },
    ],
    [
      '401 with the server detail',
      apiError(401, { detail: 'Incorrect e-mail or password' }),
      { fields: {}, message: 'Incorrect e-mail or password' },
    ],
    [
      '409 with the server detail',
      apiError(409, { detail: 'That name is taken' }),
      { fields: {}, message: 'That name is taken' },
    ],
    [
      'a code in the reader words rather than the server detail',
      apiError(409, { detail: 'Username taken', code: 'username_taken' }),
      { fields: {}, message: refusalEn.code.username_taken },
    ],
    [
      '429 as too many tries and how long to wait',
      apiError(429, { detail: 'Rate limit exceeded', code: 'rate_limited' }),
      { fields: {}, message: `${refusalEn.code.rate_limited} ${refusalEn.waitSoon}` },
    ],
    [
      '500 as the server problem, never its stack',
      apiError(500, { detail: 'stack trace' }),
      { fields: {}, message: refusalEn.problem },
    ],
    [
      'a network failure as offline, what was typed kept',
      new TypeError('Failed to fetch'),
      { fields: {}, message: refusalEn.offline },
    ],
  ])('shows %s', (_name, error, expected) => {
    expect(formFailure(error, ['email', 'password'] as const, text)).toEqual(expected);
  });
});
