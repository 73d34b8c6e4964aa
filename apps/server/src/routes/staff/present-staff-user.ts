import type { UserRow } from '../../commands/sessions.ts';

/** An account as the staff area shows it (never its password hash or Google subject). */
export function presentStaffUser<S>(user: UserRow, students: S[]) {
  return {
    user_id: user.id,
    email: user.email,
    full_name: user.fullName,
    user_type: user.userType,
    is_platform_staff: user.isPlatformStaff,
    organization_id: user.organizationId,
    email_verified: user.emailVerifiedAt !== null,
    unsubscribed: user.unsubscribedAt !== null,
    created_at: user.createdAt.toISOString(),
    students,
  };
}
