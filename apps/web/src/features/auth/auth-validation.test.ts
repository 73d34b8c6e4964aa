import { describe, expect, it } from 'vitest';
import {
  validateForgot,
  validateLogin,
  validateReset,
  validateSignup,
  withoutField,
} from './auth-validation.ts';

describe('auth form rules', () => {
  it.each([
    [
      { email: '', password: '' },
      { email: 'auth.emailRequired', password: 'auth.passwordRequired' },
    ],
    [{ email: 'a@b.co', password: 'x' }, {}],
    // Login never judges the password's shape: that would hint at which part was wrong.
    [{ email: 'not-an-email', password: 'short' }, {}],
  ])('login %j', (values, expected) => {
    expect(validateLogin(values)).toEqual(expected);
  });

  it.each([
    [
      { full_name: ' ', email: '', password: '' },
      {
        full_name: 'auth.fullNameRequired',
        email: 'auth.emailRequired',
        password: 'auth.passwordRequired',
      },
    ],
    [{ full_name: 'Pat', email: 'pat@', password: 'longenough' }, { email: 'auth.emailInvalid' }],
    [
      { full_name: 'Pat', email: 'pat@example.com', password: '1234567' },
      { password: 'auth.passwordTooShort' },
    ],
    [
      { full_name: 'Pat', email: 'pat@example.com', password: 'x'.repeat(129) },
      { password: 'auth.passwordTooLong' },
    ],
    [{ full_name: 'Pat', email: ' Pat@Example.com ', password: '12345678' }, {}],
    // A name one character over the API's limit says it is too long, not that it is missing.
    [{ full_name: 'P'.repeat(101), email: 'pat@example.com', password: '12345678' }, { full_name: 'auth.fullNameTooLong' }],
    [{ full_name: ` ${'P'.repeat(100)} `, email: 'pat@example.com', password: '12345678' }, {}],
  ])('signup %j', (values, expected) => {
    expect(validateSignup(values)).toEqual(expected);
  });

  it.each([
    [{ email: '' }, { email: 'auth.emailRequired' }],
    [{ email: 'x' }, { email: 'auth.emailInvalid' }],
    [{ email: 'x@y.org' }, {}],
  ])('forgot password %j', (values, expected) => {
    expect(validateForgot(values)).toEqual(expected);
  });

  it.each([
    [{ new_password: '', confirm: '' }, { new_password: 'auth.passwordRequired' }],
    [{ new_password: 'abcdefgh', confirm: 'abcdefgX' }, { confirm: 'auth.passwordsDiffer' }],
    [{ new_password: 'abc', confirm: 'abc' }, { new_password: 'auth.passwordTooShort' }],
    [{ new_password: 'abcdefgh', confirm: 'abcdefgh' }, {}],
  ])('reset password %j', (values, expected) => {
    expect(validateReset(values)).toEqual(expected);
  });
});

describe('withoutField', () => {
  it('drops only the edited field', () => {
    const errors = { email: 'auth.emailRequired', password: 'auth.passwordRequired' } as const;
    expect(withoutField(errors, 'email')).toEqual({ password: 'auth.passwordRequired' });
    expect(errors).toHaveProperty('email');
  });
});
