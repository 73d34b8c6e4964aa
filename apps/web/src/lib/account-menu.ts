import type { CurrentUser, Student } from '@codehop/api';

/** The menu views of spec/platform.md §2: a student's reduced menu, or the guardian's. */
export type AccountRole = 'student' | 'parent' | 'parentStudent' | 'teacher' | 'admin';

export const USER_TYPE = { parent: 0, teacher: 1, admin: 2 } as const;

/**
 * An organisation student (organization_id and is_student) logs in on their own and sees the
 * student view; a parent who is also a student keeps the parent view and can still buy courses.
 */
export function accountRole(user: CurrentUser): AccountRole {
  if (user.is_student && user.organization_id !== null) return 'student';
  if (user.user_details.user_type === USER_TYPE.admin) return 'admin';
  if (user.user_details.user_type === USER_TYPE.teacher) return 'teacher';
  return user.is_student ? 'parentStudent' : 'parent';
}

export type AccountMenuLabel =
  | 'account.menu.profile'
  | 'account.menu.myProfile'
  | 'account.menu.chooseStudent'
  | 'account.menu.chooseAvatar'
  | 'account.menu.chooseCourse'
  | 'account.menu.courses'
  | 'account.menu.certificates'
  | 'account.menu.badges'
  | 'account.menu.organizationDetails'
  | 'account.menu.teachers'
  | 'account.menu.classes'
  | 'account.menu.students'
  | 'account.menu.familyStudents'
  | 'account.menu.billing'
  | 'account.menu.buyCourse'
  | 'account.menu.forInstitutions'
  | 'account.menu.staffArea'
  | 'account.menu.logOut';

export type AccountMenuItem =
  | { kind: 'email'; email: string }
  | { kind: 'student'; student: Student; chosen: boolean }
  | { kind: 'divider'; id: string }
  /** A page under the locale; `needsStudent` pages ask to choose a student first when none is. */
  | { kind: 'link'; label: AccountMenuLabel; path: string; needsStudent?: boolean }
  | {
      kind: 'action';
      label: AccountMenuLabel;
      action: 'chooseStudent' | 'chooseAvatar' | 'logOut';
    };

/**
 * Every entry of the account menu for this user, in the spec's order. Pages of later issues
 * (certificates, badges, billing, organisation) are linked all the same: their routes show the
 * coming-soon screen until they land.
 */
export function accountMenuItems(
  user: CurrentUser,
  students: readonly Student[],
): AccountMenuItem[] {
  const role = accountRole(user);
  const studentId = user.student_id;
  const studentPath = (page: string) => (studentId === null ? page : `${page}/${studentId}`);
  const link = (label: AccountMenuLabel, path: string, needsStudent = false): AccountMenuItem => ({
    kind: 'link',
    label,
    path,
    needsStudent,
  });

  if (role === 'student') {
    return [
      link('account.menu.profile', studentPath('profile/student')),
      { kind: 'action', label: 'account.menu.chooseAvatar', action: 'chooseAvatar' },
      link('account.menu.chooseCourse', 'courses'),
      link('account.menu.certificates', studentPath('certificates'), true),
      link('account.menu.badges', studentPath('badges'), true),
      { kind: 'divider', id: 'end' },
      { kind: 'action', label: 'account.menu.logOut', action: 'logOut' },
    ];
  }

  const organisation = role === 'teacher' || role === 'admin';
  const items: AccountMenuItem[] = [{ kind: 'email', email: user.email }];
  for (const student of students) {
    items.push({ kind: 'student', student, chosen: student.id === studentId });
  }
  items.push(
    { kind: 'divider', id: 'students' },
    { kind: 'action', label: 'account.menu.chooseStudent', action: 'chooseStudent' },
    { kind: 'action', label: 'account.menu.chooseAvatar', action: 'chooseAvatar' },
    link('account.menu.certificates', studentPath('certificates'), true),
    link('account.menu.courses', 'courses'),
    link('account.menu.badges', studentPath('badges'), true),
    link('account.menu.myProfile', 'profile'),
  );
  if (role === 'admin') {
    items.push(
      link('account.menu.organizationDetails', 'organization/details'),
      link('account.menu.teachers', 'organization/teachers'),
    );
  }
  if (organisation) items.push(link('account.menu.classes', 'organization/classes'));
  items.push(
    // A family's children and a school's students are different words in several languages (Kinder, Schüler).
    organisation ? link('account.menu.students', 'organization/students') : link('account.menu.familyStudents', 'profile/students'),
  );
  if (role === 'admin' || role === 'parent' || role === 'parentStudent') {
    items.push(link('account.menu.billing', 'profile/billing'));
  }
  if (role === 'parent' || role === 'parentStudent')
    items.push(link('account.menu.buyCourse', 'purchase'));
  items.push(link('account.menu.forInstitutions', 'schools'));
  // Platform staff is a flag apart from the role: a staff member's own family menu, plus the staff area.
  if (user.is_platform_staff) items.push(link('account.menu.staffArea', 'staff'));
  items.push(
    { kind: 'divider', id: 'end' },
    { kind: 'action', label: 'account.menu.logOut', action: 'logOut' },
  );
  return items;
}
