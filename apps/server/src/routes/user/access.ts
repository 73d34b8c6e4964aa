import { EVERYONE, SIGNED_IN, type RouteAccessRow } from '../../test/route-access.ts';

const STAFF = ['platform_staff'] as const;
/** A well-formed mail id that no mail has: the links answer the same for everyone. */
const UNKNOWN_MAIL = 'x'.repeat(43);

export const routeAccess: RouteAccessRow[] = [
  {
    method: 'POST',
    url: '/api/user/change-language',
    allowed: SIGNED_IN,
    request: () => ({ url: '/api/user/change-language?language=English' }),
  },
  { method: 'GET', url: '/api/user/get-language', allowed: SIGNED_IN },
  {
    method: 'POST',
    url: '/api/user/queue_emails',
    allowed: STAFF,
    request: () => ({
      payload: {
        template_name: 'new-levels',
        subject: 'New levels',
        recipient_emails: ['nobody@example.com'],
      },
    }),
  },
  {
    method: 'POST',
    url: '/api/user/queue_user_emails_for_all',
    allowed: STAFF,
    request: () => ({
      url: '/api/user/queue_user_emails_for_all?template_name=new-levels&subject=New%20levels&recipient_email=nobody@example.com',
    }),
  },
  {
    method: 'GET',
    url: '/api/user/campaign_audience',
    allowed: STAFF,
  },
  {
    method: 'POST',
    url: '/api/user/send_emails',
    allowed: STAFF,
    request: () => ({ url: '/api/user/send_emails?rows=1' }),
  },
  {
    method: 'GET',
    url: '/api/user/open/:email_id',
    allowed: EVERYONE,
    request: () => ({ url: `/api/user/open/${UNKNOWN_MAIL}` }),
  },
  {
    method: 'GET',
    url: '/api/user/unsubscribe/:email_id',
    allowed: EVERYONE,
    request: () => ({ url: `/api/user/unsubscribe/${UNKNOWN_MAIL}` }),
  },
  {
    method: 'POST',
    url: '/api/user/unsubscribe/:email_id',
    allowed: [],
    denied: [404],
    note: 'Anyone holding a real mail id may unsubscribe its recipient (campaigns.test.ts); an unknown id is 404 for all.',
    request: () => ({ url: `/api/user/unsubscribe/${UNKNOWN_MAIL}` }),
  },
  {
    method: 'POST',
    url: '/api/user/resubscribe/:email_id',
    allowed: [],
    denied: [404],
    note: 'Anyone holding a real mail id may subscribe its recipient again (campaigns.test.ts); an unknown id is 404 for all.',
    request: () => ({ url: `/api/user/resubscribe/${UNKNOWN_MAIL}` }),
  },
  {
    method: 'GET',
    url: '/api/user/weekly-digest-off/:email_id',
    allowed: EVERYONE,
    request: () => ({ url: `/api/user/weekly-digest-off/${UNKNOWN_MAIL}` }),
  },
];
