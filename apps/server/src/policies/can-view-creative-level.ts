import type { UserRow } from '../commands/sessions.ts';
import type { CreativeLevelRow } from '../presenters/creative-level.ts';
import { isSchoolStaff } from './organization.ts';

/**
 * Whether a user may approve or hide the school-shared levels of an organisation: its staff
 * (teachers and admins, policies/organization.ts), never a student of it.
 */
export function canModerateSchoolLevels(
  user: UserRow | null,
  creatorOrganizationId: number | null,
): boolean {
  return (
    user !== null &&
    creatorOrganizationId !== null &&
    user.organizationId === creatorOrganizationId &&
    isSchoolStaff(user)
  );
}

/**
 * Who may open a creative level: its creator always; anyone when it is public and not hidden;
 * with "Share with School", the members of the creator's organisation once a teacher approved it,
 * and that organisation's teachers before, so they can approve it (spec/gameplay.md §6, issue 20).
 */
export function canViewCreativeLevel(
  viewer: UserRow | null,
  level: CreativeLevelRow,
  creatorOrganizationId: number | null,
): boolean {
  if (viewer?.id === level.userId) return true;
  if (level.hiddenAt !== null) return false;
  if (level.isPublic) return true;
  if (!level.schoolVisible || creatorOrganizationId === null) return false;
  if (canModerateSchoolLevels(viewer, creatorOrganizationId)) return true;
  return level.schoolApprovedAt !== null && viewer?.organizationId === creatorOrganizationId;
}

/** Only the creator changes or deletes a level (the school issue may add its staff here). */
export function canChangeCreativeLevel(user: UserRow, level: CreativeLevelRow): boolean {
  return user.id === level.userId;
}

/** A level is shown to others only after its creator completed it themselves: none is unsolvable. */
export function canPublishCreativeLevel(level: CreativeLevelRow): boolean {
  return level.creatorCompletedAt !== null;
}
