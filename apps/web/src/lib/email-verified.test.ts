import { describe, it, expect } from 'vitest';
import { emailVerifiedOutcome } from './email-verified.ts';

describe('emailVerifiedOutcome', () => {
  it.each([
    ['?email_verified=True', 'verified'],
    ['?email_verified=true', 'verified'],
    ['?email_verified=False', 'failed'],
    ['?utm_source=x&email_verified=False', 'failed'],
    ['?email_verified=maybe', null],
    ['?email_verified=', null],
    ['', null],
  ])('%s -> %s', (search, expected) => {
    expect(emailVerifiedOutcome(search)).toBe(expected);
  });
});
