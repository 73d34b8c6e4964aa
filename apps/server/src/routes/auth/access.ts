import { eq, sql } from 'drizzle-orm';
import { emailTokens } from '../../db/schema.ts';
import { EVERYONE, SIGNED_IN, type RouteAccessRow } from '../../test/route-access.ts';
import { addAndChooseStudent, signUpParent } from '../../test/session-helpers.ts';

let emails = 0;
/** A fresh address, so the walk never collides with accounts it made before. */
function freshEmail(): string {
  emails += 1;
  return `walk${emails}-${Date.now().toString(36)}@example.com`;
}

/** Calls that carry a secret token from an e-mail: nobody gets through with a forged one. */
const FORGED_TOKEN = [400, 404];

export const routeAccess: RouteAccessRow[] = [
  {
    method: 'POST',
    url: '/api/auth/signup',
    allowed: EVERYONE,
    destructive: true,
    note: 'Signing up signs in as the new account, ending the session it was sent with.',
    request: () => ({
      payload: { email: freshEmail(), password: 'correct horse battery', full_name: 'Walk Parent' },
    }),
  },
  {
    method: 'POST',
    url: '/api/auth/signup/generate-link',
    allowed: EVERYONE,
    request: () => ({ url: `/api/auth/signup/generate-link?email=${freshEmail()}` }),
  },
  {
    method: 'GET',
    url: '/api/auth/signup/get-email-from-token',
    allowed: [],
    denied: FORGED_TOKEN,
    request: () => ({ url: '/api/auth/signup/get-email-from-token?token=forged' }),
  },
  {
    method: 'POST',
    url: '/api/auth/login',
    allowed: EVERYONE,
    destructive: true,
    note: 'Anyone may sign in to an account whose password they know, whoever is signed in already.',
    request: async (_context, app) => {
      const account = await signUpParent(app);
      return { payload: { email: account.email, password: account.password } };
    },
  },
  { method: 'GET', url: '/api/auth/logout', allowed: EVERYONE, destructive: true },
  { method: 'GET', url: '/api/auth/current', allowed: SIGNED_IN },
  { method: 'GET', url: '/api/auth/whoami', allowed: EVERYONE },
  {
    method: 'POST',
    url: '/api/auth/resend-confirm-email',
    allowed: SIGNED_IN,
    note: 'Every account of the walk has an unconfirmed address; visitors have none to confirm.',
    // The sign-up mail went a moment ago: age it past the one-a-minute rule, as a minute of waiting would.
    request: async (_context, app) => {
      await app.database.db
        .update(emailTokens)
        .set({ expiresAt: sql`${emailTokens.expiresAt} - interval '2 minutes'` })
        .where(eq(emailTokens.kind, 'verify_email'));
      return {};
    },
  },
  {
    method: 'POST',
    url: '/api/auth/choose_student/:student_id',
    ownThingsOnly: true,
    allowed: ['parent', 'parent_student', 'student_of_parent', 'platform_staff', 'school_student', 'teacher', 'school_admin'],
    note: 'A family chooses one of its own students, school staff one of the students they manage, a school student themselves; anyone else gets 401 or 404.',
  },
  {
    method: 'GET',
    url: '/api/auth/check-user-email-exists',
    allowed: EVERYONE,
    request: () => ({ url: `/api/auth/check-user-email-exists?email=${freshEmail()}` }),
  },
  {
    method: 'GET',
    url: '/api/auth/confirm-email',
    allowed: EVERYONE,
    note: 'Always a redirect to the app, which says whether the token worked (a forged one does not).',
    request: () => ({ url: '/api/auth/confirm-email?token=forged' }),
  },
  { method: 'GET', url: '/api/auth/providers', allowed: EVERYONE },
  {
    method: 'POST',
    url: '/api/auth/forgot-password',
    allowed: EVERYONE,
    request: () => ({ url: `/api/auth/forgot-password?email=${freshEmail()}` }),
  },
  {
    method: 'POST',
    url: '/api/auth/reset-password',
    allowed: [],
    denied: FORGED_TOKEN,
    request: () => ({
      url: '/api/auth/reset-password?token=forged&new_password=correct%20horse%20battery',
    }),
  },
  { method: 'GET', url: '/api/auth/generate-username', allowed: EVERYONE },
  {
    method: 'POST',
    url: '/api/auth/generate-user-signup-link',
    allowed: EVERYONE,
    request: () => ({ url: `/api/auth/generate-user-signup-link?email=${freshEmail()}` }),
  },
  {
    method: 'GET',
    url: '/api/auth/get-user-by-token',
    allowed: [],
    denied: FORGED_TOKEN,
    request: () => ({ url: '/api/auth/get-user-by-token?token=forged' }),
  },
  {
    method: 'GET',
    url: '/api/auth/google/authorize',
    allowed: [],
    note: 'Google sign-in is not configured in the walk: everyone gets 404.',
    request: () => ({ url: '/api/auth/google/authorize?locale=en' }),
  },
  {
    method: 'GET',
    url: '/api/auth/google_callback',
    allowed: [],
    denied: [302, 303, 400, 404],
    note: 'Without Google configured, or with a forged state, nobody signs in.',
    request: () => ({ url: '/api/auth/google_callback?state=forged&code=forged' }),
  },
  {
    method: 'POST',
    url: '/api/auth/impersonate/user',
    allowed: ['platform_staff'],
    destructive: true,
    note: 'Only platform staff, and never as another staff member (impersonation.test.ts).',
    request: async (_context, app) => ({
      url: `/api/auth/impersonate/user?target_user_id=${(await signUpParent(app)).answer.user.user_id}`,
      payload: { reason: 'Route walk' },
    }),
  },
  {
    method: 'POST',
    url: '/api/auth/impersonate/student',
    allowed: ['platform_staff'],
    destructive: true,
    request: async (_context, app) => {
      const family = await signUpParent(app);
      const studentId = await addAndChooseStudent(
        app,
        family,
        `walk_imp_${Date.now().toString(36)}`,
      );
      return {
        url: `/api/auth/impersonate/student?target_student_id=${studentId}`,
        payload: { reason: 'Route walk' },
      };
    },
  },
  {
    method: 'POST',
    url: '/api/auth/impersonate/stop',
    allowed: [],
    denied: [401, 409],
    note: 'Only an impersonating session can stop (impersonation.test.ts walks that one).',
  },
  {
    method: 'GET',
    url: '/api/auth/set-paid',
    allowed: ['platform_staff'],
    request: async (_context, app) => {
      const family = await signUpParent(app);
      return { url: `/api/auth/set-paid?email=${encodeURIComponent(family.email)}&paid=true` };
    },
    note: 'Staff grant a complimentary plan by hand (payments).',
  },
];
