import { EVERYONE, type RouteAccessRow } from '../../test/route-access.ts';

export const routeAccess: RouteAccessRow[] = [
  { method: 'GET', url: '/api/health', allowed: EVERYONE },
];
