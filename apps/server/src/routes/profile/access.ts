import type { RouteAccessRow } from '../../test/route-access.ts';
import { SIGNED_IN } from '../../test/route-access.ts';

/** Families manage their own profile and students; a student id of another family answers 404. */
/** Staff accounts are family accounts too (with a flag), so they keep these calls. */
/** School staff keep the family calls too (a parent who registered a school still has children); school students do not (403). */
const FAMILY = ['parent', 'parent_student', 'student_of_parent', 'platform_staff', 'teacher', 'school_admin'] as const;
/** A student profile by id: the staff's student in the walk is a school student, managed through /api/organization (404 here). */
const FAMILY_STUDENT = ['parent', 'parent_student', 'student_of_parent', 'platform_staff'] as const;

export const routeAccess: RouteAccessRow[] = [
  { method: 'GET', url: '/api/profile', allowed: SIGNED_IN },
  {
    method: 'POST',
    url: '/api/profile',
    allowed: SIGNED_IN,
    request: () => ({ payload: { full_name: 'Walk Name' } }),
  },
  { method: 'DELETE', url: '/api/profile', allowed: SIGNED_IN, destructive: true },
  { method: 'GET', url: '/api/profile/students', allowed: FAMILY },
  {
    method: 'POST',
    url: '/api/profile/students',
    allowed: FAMILY,
    request: (context) => ({
      payload: { username: `walk_${context.role.slice(0, 6)}_${Date.now().toString(36)}` },
    }),
  },
  { method: 'GET', url: '/api/profile/students/:student_id', ownThingsOnly: true, allowed: FAMILY_STUDENT },
  {
    method: 'GET',
    url: '/api/profile/students/:student_id/overview',
    ownThingsOnly: true,
    allowed: FAMILY_STUDENT,
    note: "The parent's page for one child: only its own family account; anyone else 404.",
  },
  {
    method: 'PUT',
    url: '/api/profile/students/:student_id',
    ownThingsOnly: true,
    allowed: FAMILY_STUDENT,
    request: (context) => ({
      payload: { username: `walk_put_${context.ids.student_id}`, character: 'Knight' },
    }),
  },
  {
    method: 'DELETE',
    url: '/api/profile/students/:student_id',
    ownThingsOnly: true,
    allowed: FAMILY_STUDENT,
    destructive: true,
  },
  {
    method: 'GET',
    url: '/api/profile/check-student-username-exists',
    allowed: FAMILY,
    request: () => ({
      url: '/api/profile/check-student-username-exists?student_username=nobody_here',
    }),
  },
  { method: 'GET', url: '/api/profile/check-students-limit', allowed: FAMILY },
  // Each answers about the caller's own students only (none for organisation roles).
  { method: 'GET', url: '/api/profile/students/purchases/all', allowed: SIGNED_IN },
  { method: 'GET', url: '/api/profile/:course/students/purchased', allowed: SIGNED_IN },
  { method: 'GET', url: '/api/profile/:course/students/not-purchased', allowed: SIGNED_IN },
];
