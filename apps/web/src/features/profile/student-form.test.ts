import { describe, expect, it } from 'vitest';
import { checkStudentForm } from './student-form.ts';

describe('checkStudentForm', () => {
  it.each([
    [
      { username: 'zoe_7', character: 'Girl' },
      { ok: true, body: { username: 'zoe_7', character: 'Girl' } },
    ],
    [
      { username: '  Zoë.b  ', character: 'Rabbit' },
      { ok: true, body: { username: 'Zoë.b', character: 'Rabbit' } },
    ],
    [
      { username: '', character: null },
      {
        ok: false,
        errors: {
          username: 'profile.studentForm.usernameRequired',
          character: 'account.chooseAvatar.required',
        },
      },
    ],
    [
      { username: 'zo', character: 'Girl' },
      { ok: false, errors: { username: 'profile.studentForm.usernameInvalid' } },
    ],
    [
      { username: 'two words', character: 'Girl' },
      { ok: false, errors: { username: 'profile.studentForm.usernameInvalid' } },
    ],
    [
      { username: 'x'.repeat(31), character: 'Girl' },
      { ok: false, errors: { username: 'profile.studentForm.usernameInvalid' } },
    ],
    [
      { username: 'zoe', character: 'Dragon' },
      { ok: false, errors: { character: 'account.chooseAvatar.required' } },
    ],
  ])('%j', (values, expected) => {
    expect(checkStudentForm(values)).toEqual(expected);
  });
});
