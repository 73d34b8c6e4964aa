import { describe, expect, it } from 'vitest';
import type { CurrentUser, Student } from '@codehop/api';
import { accountMenuItems, accountRole, type AccountMenuItem } from './account-menu.ts';

function user(overrides: Partial<CurrentUser> & { userType?: number } = {}): CurrentUser {
  const { userType = 0, ...rest } = overrides;
  return {
    user_id: 1,
    email: 'parent@example.com',
    full_name: 'Pat',
    student_id: null,
    organization_id: null,
    is_student: false,
    user_details: { user_type: userType, full_name: 'Pat', email_verified: true },
    student_details: null,
    class_details: null,
    last_played: null,
    language: 'en',
    is_platform_staff: false,
    impersonation: null,
    ...rest,
  };
}

const student: Student = {
  id: 7,
  username: 'zoe',
  character: 'Girl',
  assistant_enabled: true,
  assistant_attempt_limit: null,
  last_played: null,
};

function labels(items: AccountMenuItem[]): string[] {
  return items.flatMap((item) =>
    item.kind === 'link' || item.kind === 'action' ? [item.label.replace('account.menu.', '')] : [],
  );
}

describe('accountRole', () => {
  it.each([
    ['parent', user()],
    ['parentStudent', user({ is_student: true })],
    ['teacher', user({ userType: 1, organization_id: 3 })],
    ['admin', user({ userType: 2, organization_id: 3 })],
    ['student', user({ is_student: true, organization_id: 3 })],
  ] as const)('is %s', (role, current) => {
    expect(accountRole(current)).toBe(role);
  });
});

describe('accountMenuItems', () => {
  it.each([
    [
      'student',
      user({ is_student: true, organization_id: 3, student_id: 9 }),
      ['profile', 'chooseAvatar', 'chooseCourse', 'certificates', 'badges', 'logOut'],
    ],
    [
      'parent',
      user(),
      [
        'chooseStudent',
        'chooseAvatar',
        'certificates',
        'courses',
        'badges',
        'myProfile',
        'familyStudents',
        'billing',
        'buyCourse',
        'forInstitutions',
        'logOut',
      ],
    ],
    [
      'parent-student',
      user({ is_student: true }),
      [
        'chooseStudent',
        'chooseAvatar',
        'certificates',
        'courses',
        'badges',
        'myProfile',
        'familyStudents',
        'billing',
        'buyCourse',
        'forInstitutions',
        'logOut',
      ],
    ],
    [
      'teacher',
      user({ userType: 1, organization_id: 3 }),
      [
        'chooseStudent',
        'chooseAvatar',
        'certificates',
        'courses',
        'badges',
        'myProfile',
        'classes',
        'students',
        'forInstitutions',
        'logOut',
      ],
    ],
    [
      'admin',
      user({ userType: 2, organization_id: 3 }),
      [
        'chooseStudent',
        'chooseAvatar',
        'certificates',
        'courses',
        'badges',
        'myProfile',
        'organizationDetails',
        'teachers',
        'classes',
        'students',
        'billing',
        'forInstitutions',
        'logOut',
      ],
    ],
  ])('gives the %s view its entries in order', (_role, current, expected) => {
    expect(labels(accountMenuItems(current, []))).toEqual(expected);
  });

  it('starts the guardian view with the e-mail and one entry per student, marking the chosen one', () => {
    const items = accountMenuItems(user({ student_id: 7 }), [
      student,
      { ...student, id: 8, username: 'max' },
    ]);
    expect(items[0]).toEqual({ kind: 'email', email: 'parent@example.com' });
    expect(items.slice(1, 3)).toEqual([
      { kind: 'student', student, chosen: true },
      { kind: 'student', student: { ...student, id: 8, username: 'max' }, chosen: false },
    ]);
  });

  it('points certificates and badges at the chosen student, and marks them as needing one', () => {
    const find = (items: AccountMenuItem[], label: string) =>
      items.find((item) => item.kind === 'link' && item.label === label);
    expect(
      find(accountMenuItems(user({ student_id: 7 }), []), 'account.menu.badges'),
    ).toMatchObject({
      path: 'badges/7',
      needsStudent: true,
    });
    expect(find(accountMenuItems(user(), []), 'account.menu.certificates')).toMatchObject({
      path: 'certificates',
      needsStudent: true,
    });
  });

  it('sends organisation staff to the organisation students page and parents to their own', () => {
    const path = (current: CurrentUser) =>
      accountMenuItems(current, []).find(
        (item) => item.kind === 'link' && (item.label === 'account.menu.students' || item.label === 'account.menu.familyStudents'),
      );
    // A family's own word for its children ("Kinder"), a school's for its students ("Schüler").
    expect(path(user())).toMatchObject({ path: 'profile/students', label: 'account.menu.familyStudents' });
    expect(path(user({ userType: 1, organization_id: 2 }))).toMatchObject({
      path: 'organization/students',
    });
  });
});
