import type { StaffMembership } from '@codehop/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { organizations } from '../../db/schema.ts';
import type { UserRow } from '../../commands/sessions.ts';

/** The organisation an account belongs to and its role there (a school student's own login included). */
export async function membershipOf(db: Db, user: UserRow): Promise<StaffMembership | null> {
  if (user.organizationId === null) return null;
  const [organization] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.id, user.organizationId))
    .limit(1);
  if (!organization) return null;
  return {
    organization_id: organization.id,
    name: organization.name,
    slug: organization.slug,
    role: user.isStudent ? 'student' : user.userType === 2 ? 'admin' : 'teacher',
  };
}
