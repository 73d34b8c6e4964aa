import type { AuthContext } from '../plugins/authentication.ts';

/**
 * Whether the caller is platform staff acting as themselves. Staff is a flag apart from user_type
 * (a school admin is never staff), and an impersonating session is never staff: it is the user
 * being viewed.
 */
export function isPlatformStaff(auth: AuthContext | null): boolean {
  return auth !== null && auth.user.isPlatformStaff && auth.session.impersonationId === null;
}
