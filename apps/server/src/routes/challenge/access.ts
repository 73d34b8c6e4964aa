import { EVERYONE, type RouteAccessRow } from '../../test/route-access.ts';

export const routeAccess: RouteAccessRow[] = [
  {
    method: 'GET',
    url: '/api/challenge/list',
    allowed: EVERYONE,
    note: 'Anyone may read the challenges; the status is the chosen student\'s.',
  },
  {
    method: 'GET',
    url: '/api/challenge/:slug',
    allowed: EVERYONE,
    request: () => ({ url: '/api/challenge/add-two' }),
  },
  {
    method: 'POST',
    url: '/api/challenge/:slug/run',
    allowed: EVERYONE,
    note: 'Anonymous visitors have 10 runs a day; a parent without a chosen student may not run (403).',
    request: () => ({ url: '/api/challenge/add-two/run', payload: { code: 'def add(a, b):\n    return a + b\n' } }),
  },
];
