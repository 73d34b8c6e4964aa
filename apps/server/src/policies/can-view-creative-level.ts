import type { UserRow } from '../commands/sessions.ts';
import type { CreativeLevelRow } from '../presenters/creative-level.ts';

/**
 * Who may open a creative level: its creator always; anyone when it is public; with "Share with
 * School", the members of the creator's organisation (spec/gameplay.md §6).
 */
export function canViewCreativeLevel(
  viewer: UserRow | null,
  level: CreativeLevelRow,
  creatorOrganizationId: number | null,
): boolean {
  if (viewer?.id === level.userId) return true;
  if (level.isPublic) return true;
  return (
    level.schoolVisible &&
    creatorOrganizationId !== null &&
    viewer?.organizationId === creatorOrganizationId
  );
}

/** Only the creator changes or deletes a level (the school issue may add its staff here). */
export function canChangeCreativeLevel(user: UserRow, level: CreativeLevelRow): boolean {
  return user.id === level.userId;
}
