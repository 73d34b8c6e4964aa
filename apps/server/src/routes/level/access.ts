import { EVERYONE, type RouteAccessRow } from '../../test/route-access.ts';

export const routeAccess: RouteAccessRow[] = [
  { method: 'GET', url: '/api/level/course/:course', allowed: EVERYONE },
  {
    method: 'GET',
    url: '/api/level/data/:course/:slug',
    allowed: EVERYONE,
    note: 'intro-level1 is free to anyone.',
  },
  { method: 'GET', url: '/api/level/guide/:course/:slug.png', allowed: EVERYONE },
  {
    method: 'POST',
    url: '/api/level/update/:course',
    allowed: EVERYONE,
    note: 'Anonymous runs are counted, not stored; a parent without a chosen student may not run.',
    request: () => ({
      payload: {
        last_status: 'in_progress',
        last_code_executed: 'move_forward()',
        level_slug: 'intro-level1',
      },
    }),
  },
  {
    method: 'POST',
    url: '/api/level/import/:course',
    allowed: ['parent', 'parent_student', 'student_of_parent', 'platform_staff', 'school_student', 'teacher', 'school_admin'],
    note: 'A family (or a school student, or staff playing as one of their students) with a chosen student takes over the browser\'s anonymous play; visitors cannot.',
    request: () => ({ payload: { levels: [{ level_slug: 'intro-level1', code: 'move_forward()', completed: false }] } }),
  },
];
