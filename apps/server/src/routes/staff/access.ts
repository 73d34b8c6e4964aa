import type { RouteAccessRow } from '../../test/route-access.ts';
import { freshSlug } from '../../test/school-world.ts';
import { signUpParent } from '../../test/session-helpers.ts';
import { organizations, schoolClasses } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';

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
  {
    method: 'GET',
    url: '/api/staff/organizations/:organization_id',
    allowed: STAFF,
    // School roles ask about their own school (its admin must not read it here either); others about a new one.
    request: async (context, app) => {
      const { db } = app.database;
      // By their class: an earlier row may have renamed the school's slug.
      const [own] = await db
        .select({ id: schoolClasses.organizationId })
        .from(schoolClasses)
        .where(eq(schoolClasses.id, Number(context.ids.class_id)));
      const [row] = own
        ? [own]
        : await db
            .insert(organizations)
            .values({ name: 'Walk School', slug: freshSlug() })
            .returning({ id: organizations.id });
      return { url: `/api/staff/organizations/${row?.id}` };
    },
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
