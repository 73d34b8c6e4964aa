import { EVERYONE, type RouteAccessRow } from '../../test/route-access.ts';

export const routeAccess: RouteAccessRow[] = [
  {
    method: 'GET',
    url: '/api/credit/:execution_type',
    allowed: EVERYONE,
    note: 'Anonymous visitors have daily credits too (counted per visitor id).',
  },
];
