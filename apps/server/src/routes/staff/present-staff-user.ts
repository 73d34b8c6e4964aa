import type { StaffSchoolStudent } from '@codehop/api';
import type { UserRow } from '../../commands/sessions.ts';

/**
 * An account as the staff area shows it (never its password hash or Google subject). A school
 * student's login comes with its school identity (`schoolStudentsOf`), as its e-mail means nothing.
 */
export function presentStaffUser<S>(
  user: UserRow,
  students: S[],
  schoolStudent: StaffSchoolStudent | null,
) {
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
    school_student: schoolStudent,
    students,
  };
}
