import { EVERYONE, type RouteAccessRow } from '../../test/route-access.ts';

export const routeAccess: RouteAccessRow[] = [
  {
    method: 'GET',
    url: '/api/metrics',
    allowed: EVERYONE,
    note: 'Open outside production (the walk runs as test); production needs METRICS_TOKEN (see get-metrics.test.ts).',
  },
];
