import { EVERYONE, SIGNED_IN, type RouteAccessRow } from '../../test/route-access.ts';

export const routeAccess: RouteAccessRow[] = [
  {
    method: 'POST',
    url: '/api/feedback',
    allowed: EVERYONE,
    request: () => ({
      payload: { rating: 5, feedback: 'Lovely game', from_email: 'walk@example.com' },
    }),
  },
  {
    method: 'POST',
    url: '/api/feedback/cancel-subscription',
    allowed: SIGNED_IN,
    request: () => ({ payload: { cancel_subscription_reason: 'not_satisfied', feedback: '' } }),
  },
  {
    method: 'POST',
    url: '/api/feedback/refund',
    allowed: SIGNED_IN,
    request: () => ({ payload: { refund_reason: 'other', feedback: 'We bought it twice' } }),
  },
];
