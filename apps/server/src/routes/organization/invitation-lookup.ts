import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { organizations, teacherInvitations } from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { hashToken } from '../../services/secret-token.ts';

export const INVITATION_INVALID = new HttpError(404, 'This invitation link is not valid any more. Ask your school for a new one.', 'invitation_invalid');

/** The live invitation of a token with its organisation; 404 for a forged, used or expired one. */
export async function liveInvitation(db: Db, now: Date, token: string) {
  const [row] = await db
    .select({ invitation: teacherInvitations, organization: organizations })
    .from(teacherInvitations)
    .innerJoin(organizations, eq(organizations.id, teacherInvitations.organizationId))
    .where(and(eq(teacherInvitations.tokenHash, hashToken(token)), isNull(teacherInvitations.usedAt), gt(teacherInvitations.expiresAt, now)))
    .limit(1);
  if (!row) throw INVITATION_INVALID;
  return row;
}
