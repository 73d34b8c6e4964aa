import type { UserRow } from '../commands/sessions.ts';
import type { AuthContext } from '../plugins/authentication.ts';
import { isPlatformStaff } from './platform-staff.ts';

/** How long staff may view the product as someone else before the session ends by itself. */
export const IMPERSONATION_LIFETIME_MS = 30 * 60 * 1000;

/**
 * What an impersonating session may never do: change the password or e-mail, pay or refund, delete
 * the account, or start another impersonation. Prefixes, so that calls added later under these
 * paths are covered without a change here.
 */
const FORBIDDEN: readonly { method: string | '*'; prefix: string }[] = [
  { method: 'DELETE', prefix: '/api/profile' },
  { method: '*', prefix: '/api/payment/' },
  { method: '*', prefix: '/api/feedback/refund' },
  { method: '*', prefix: '/api/feedback/cancel-subscription' },
  { method: '*', prefix: '/api/auth/reset-password' },
  { method: '*', prefix: '/api/auth/change-password' },
  { method: '*', prefix: '/api/auth/change-email' },
  { method: '*', prefix: '/api/auth/impersonate/user' },
  { method: '*', prefix: '/api/auth/impersonate/student' },
  { method: '*', prefix: '/api/staff/' },
  // The staff member's own browser must not pour its anonymous play into the user's child.
  { method: '*', prefix: '/api/level/import/' },
];

/** Whether a call is allowed in an impersonating session (`routeUrl` as registered). */
export function mayCallWhileImpersonating(method: string, routeUrl: string): boolean {
  return !FORBIDDEN.some(
    (rule) => (rule.method === '*' || rule.method === method) && (routeUrl === rule.prefix || routeUrl.startsWith(rule.prefix)),
  );
}

/** Staff may view any account but their own and other staff's (no way to borrow a colleague's powers). */
export function mayImpersonate(auth: AuthContext | null, target: UserRow): boolean {
  return isPlatformStaff(auth) && target.id !== auth?.user.id && !target.isPlatformStaff;
}
