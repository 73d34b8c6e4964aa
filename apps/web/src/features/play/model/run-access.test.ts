import { describe, expect, it } from 'vitest';
import { ApiError, type CurrentUser } from '@codehop/api';
import { accountNotice, exhaustedModal, purchasePath, refusalOf, runAccess, viewerOf, type RunVerdict } from './run-access.ts';

function user(patch: Partial<CurrentUser> & { user_type?: number } = {}): CurrentUser {
  const { user_type = 0, ...rest } = patch;
  return {
    user_id: 1,
    email: 'parent@example.com',
    full_name: 'Pat',
    student_id: 7,
    organization_id: null,
    is_student: false,
    user_details: { user_type, full_name: 'Pat', email_verified: true },
    student_details: null,
    class_details: null,
    last_played: null,
    language: 'en',
    is_platform_staff: false,
    impersonation: null,
    ...rest,
  };
}

function apiError(status: number, body: unknown): ApiError {
  return new ApiError({ url: '/api/level/update/python', status, statusText: '', body, request: { method: 'POST', path: '/api/level/update/python' } });
}

const anonymous = viewerOf(null);
const student = viewerOf(user());
const guardian = viewerOf(user({ student_id: null }));

describe('runAccess', () => {
  it.each<[string, ReturnType<typeof viewerOf>, string, number, boolean, RunVerdict, number]>([
    ['a student runs', student, 'intro-level5', 0, false, 'run', 0],
    ['a guardian without a student chooses one first', guardian, 'intro-level1', 0, false, 'choose-student', 0],
    ['anonymous on intro-level5 is asked to sign up', anonymous, 'intro-level5', 2, false, 'sign-up', 2],
    ['anonymous on intro-level7 is asked to sign up', anonymous, 'intro-level7', 0, false, 'sign-up', 0],
    ['anonymous intro-level4 runs', anonymous, 'intro-level4', 0, false, 'run', 1],
    ['the 3rd anonymous run runs', anonymous, 'intro-level1', 2, false, 'run', 3],
    ['the 4th anonymous run opens the prompt instead', anonymous, 'intro-level1', 3, false, 'frequent-execution', 4],
    ['the 8th anonymous run opens the prompt', anonymous, 'intro-level2', 7, false, 'frequent-execution', 8],
    ['spent attempts show the modal again (anonymous)', anonymous, 'intro-level1', 1, true, 'attempts-exhausted', 1],
    ['spent attempts show the modal again (student)', student, 'intro-level1', 0, true, 'attempts-exhausted', 0],
  ])('%s', (_name, viewer, slug, runs, exceeded, verdict, after) => {
    expect(runAccess({ viewer, slug, anonymousRuns: runs, activationsExceeded: exceeded })).toEqual({ verdict, anonymousRuns: after });
  });

  it.each<[string, ReturnType<typeof viewerOf>, string, RunVerdict]>([
    ['anonymous on a phone gets the mobile sign-up modal', anonymous, 'intro-level1', 'mobile-sign-up'],
    ['anonymous on a phone and intro-level5 gets the level sign-up modal', anonymous, 'intro-level5', 'sign-up'],
    ['a student on a phone runs', student, 'intro-level1', 'run'],
  ])('%s', (_name, viewer, slug, verdict) => {
    expect(runAccess({ viewer, slug, anonymousRuns: 0, activationsExceeded: false, mobile: true }).verdict).toBe(verdict);
  });
});

describe('refusalOf', () => {
  it.each([
    ['403 attempts', apiError(403, { detail: "You've used all your attempts for the day. Sign up to get more attempts.", code: 'attempts_exhausted' }), { kind: 'attempts-exhausted', message: "You've used all your attempts for the day. Sign up to get more attempts." }],
    ['403 student', apiError(403, { detail: 'Choose a student first to play.', code: 'student_required' }), { kind: 'choose-student' }],
    ['401 sign up', apiError(401, { detail: 'Sign up to play this level.', code: 'sign_up_required' }), { kind: 'sign-up' }],
    ['402 payment', apiError(402, { detail: 'This level is part of the full course.', code: 'payment_required' }), { kind: 'payment' }],
    ['500', apiError(500, { detail: 'boom' }), null],
    ['not an api error', new Error('offline'), null],
  ])('%s', (_name, error, expected) => {
    expect(refusalOf(error)).toEqual(expected);
  });
});

describe('exhaustedModal and purchasePath', () => {
  it('asks visitors to sign up and signed-in users to upgrade', () => {
    expect(exhaustedModal(anonymous)).toBe('sign-up-credits');
    expect(exhaustedModal(student)).toBe('upgrade-plan');
    expect(exhaustedModal(guardian)).toBe('upgrade-plan');
  });

  it.each([
    ['visitor', null, 'purchase'],
    ['parent', user(), 'purchase'],
    ['teacher', user({ user_type: 1 }), 'schools'],
    ['admin', user({ user_type: 2 }), 'schools'],
    ['organisation student', user({ organization_id: 3, is_student: true }), 'schools'],
  ])('%s buys at /%s', (_name, who, path) => {
    expect(purchasePath(who)).toBe(path);
  });
});

describe('accountNotice', () => {
  it('tells a phone visitor up front that Run needs an account, as the press itself will', () => {
    expect(accountNotice({ viewer: anonymous, slug: 'intro-level1', mobile: true })).toBe('phone');
    expect(runAccess({ viewer: anonymous, slug: 'intro-level1', anonymousRuns: 0, activationsExceeded: false, mobile: true }).verdict).toBe('mobile-sign-up');
  });
  it('names the level on a level that needs an account, and says nothing to a computer visitor or a learner', () => {
    expect(accountNotice({ viewer: anonymous, slug: 'intro-level5', mobile: true })).toBe('level');
    expect(accountNotice({ viewer: anonymous, slug: 'intro-level5', mobile: false })).toBe('level');
    expect(accountNotice({ viewer: anonymous, slug: 'intro-level1', mobile: false })).toBeNull();
    expect(accountNotice({ viewer: student, slug: 'intro-level5', mobile: true })).toBeNull();
    expect(accountNotice({ viewer: guardian, slug: 'intro-level1', mobile: true })).toBeNull();
  });
});
