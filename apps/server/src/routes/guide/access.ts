import type { RouteAccessRow } from '../../test/route-access.ts';

export const routeAccess: RouteAccessRow[] = [
  {
    method: 'GET',
    url: '/api/guide/:course/:chapter_id/answers',
    allowed: ['teacher', 'school_admin', 'platform_staff'],
    note: 'Solutions and the answer key would spoil the game: learners, parents and visitors are refused (401/403).',
    request: () => ({ url: '/api/guide/python/3/answers' }),
  },
];
