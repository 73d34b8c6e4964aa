import { SIGNED_IN, type RouteAccessRow } from '../../test/route-access.ts';

export const routeAccess: RouteAccessRow[] = [
  {
    method: 'POST',
    url: '/api/user/change-language',
    allowed: SIGNED_IN,
    request: () => ({ url: '/api/user/change-language?language=English' }),
  },
  { method: 'GET', url: '/api/user/get-language', allowed: SIGNED_IN },
];
