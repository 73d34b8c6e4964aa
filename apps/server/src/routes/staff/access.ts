import type { RouteAccessRow } from '../../test/route-access.ts';
import { signUpParent } from '../../test/session-helpers.ts';

const STAFF = ['platform_staff'] as const;

export const routeAccess: RouteAccessRow[] = [
  {
    method: 'GET',
    url: '/api/staff/users',
    allowed: STAFF,
    request: () => ({ url: '/api/staff/users?query=walk' }),
  },
  {
    method: 'GET',
    url: '/api/staff/users/:user_id',
    allowed: STAFF,
    request: async (_context, app) => ({
      url: `/api/staff/users/${(await signUpParent(app)).answer.user.user_id}`,
    }),
  },
  { method: 'GET', url: '/api/staff/feedback', allowed: STAFF },
  { method: 'GET', url: '/api/staff/outbox', allowed: STAFF },
  {
    method: 'POST',
    url: '/api/staff/outbox/:mail_id/resend',
    allowed: [],
    denied: [401, 403, 409],
    note: 'Staff get 409 for a mail that has not failed (staff.test.ts resends a failed one).',
    request: () => ({ url: '/api/staff/outbox/1/resend' }),
  },
  { method: 'GET', url: '/api/staff/impersonations', allowed: STAFF },
  { method: 'GET', url: '/api/staff/reported-levels', allowed: STAFF },
];
