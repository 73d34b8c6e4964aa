import { EVERYONE, type RouteAccessRow } from '../../test/route-access.ts';

export const routeAccess: RouteAccessRow[] = [
  {
    method: 'POST',
    url: '/api/feedback',
    allowed: EVERYONE,
    request: () => ({
      payload: { rating: 5, feedback: 'Lovely game', from_email: 'walk@example.com' },
    }),
  },
];
