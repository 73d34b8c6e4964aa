import { describe, expect, it } from 'vitest';
import type { CreditResponse, CurrentUser } from '@codehop/api';
import { assistantRefusal, assistantSwitchEnabled, tipsActive } from './assistant.ts';
import { viewerOf } from './run-access.ts';

function user(assistantEnabled: boolean | null, organization: number | null = null): CurrentUser {
  return {
    user_id: 1,
    email: 'kid@example.com',
    full_name: 'Kid',
    student_id: assistantEnabled === null ? null : 4,
    organization_id: organization,
    is_student: organization !== null,
    user_details: { user_type: 0, full_name: 'Kid', email_verified: true },
    student_details:
      assistantEnabled === null
        ? null
        : { id: 4, username: 'kid', character: 'fox', assistant_enabled: assistantEnabled, assistant_attempt_limit: 20, last_played: null },
    class_details: null,
    last_played: null,
    language: 'en',
    is_platform_staff: false,
    impersonation: null,
  };
}

const credit = (remaining: number | null, limit: number | null): CreditResponse => ({ execution_type: 'level_assistant', counter: 0, limit, remaining });
const base = { executionDisabled: false, loading: false, creative: false };

describe('assistant switch', () => {
  it.each([
    ['anonymous', { ...base, viewer: viewerOf(null) }, true],
    ['a student', { ...base, viewer: viewerOf(user(true)) }, true],
    ['assistant disabled by the school', { ...base, viewer: viewerOf(user(false)) }, false],
    ['no student chosen', { ...base, executionDisabled: true, viewer: viewerOf(user(null)) }, false],
    ['user still loading', { ...base, loading: true, viewer: viewerOf(null) }, false],
    ['creator mode', { ...base, creative: true, viewer: viewerOf(user(true)) }, false],
  ])('%s -> enabled %s', (_name, input, enabled) => {
    expect(assistantSwitchEnabled(input)).toBe(enabled);
  });

  it.each([
    [true, false, true],
    [false, false, false],
    [true, true, false],
  ])('stored %s, narrow %s -> tips %s', (stored, narrow, active) => {
    expect(tipsActive({ ...base, viewer: viewerOf(null), stored, narrow })).toBe(active);
  });
});

describe('assistantRefusal', () => {
  it.each([
    ['credits left', viewerOf(null), credit(3, 5), null],
    ['unlimited', viewerOf(user(true)), credit(null, null), null],
    ['unknown yet', viewerOf(null), undefined, null],
    ['anonymous spent', viewerOf(null), credit(0, 5), 'outOfCredits.anonymous'],
    ['student spent', viewerOf(user(true)), credit(0, 20), 'outOfCredits.student'],
    ['organisation student spent', viewerOf(user(true, 9)), credit(0, 20), 'outOfCredits.organization'],
    ['disabled by admin', viewerOf(user(false, 9)), credit(0, 0), 'disabledByAdmin'],
  ])('%s', (_name, viewer, answer, expected) => {
    expect(assistantRefusal(viewer, answer)).toBe(expected);
  });
});
