import type { CreativeCourse, CreativeLevel, CreativeLevelCard } from '@codehop/api';
import type { creativeLevels } from '../db/schema.ts';

export type CreativeLevelRow = typeof creativeLevels.$inferSelect;

/** A stored creative level as the creator's calls answer it (spec/gameplay.md §3 "Creative level"). */
export function presentCreativeLevel(row: CreativeLevelRow): CreativeLevel {
  return {
    id: row.id,
    user_id: row.userId,
    student_id: row.studentId,
    course_id: row.courseId as CreativeCourse,
    slug: row.slug,
    level_slug: row.slug,
    name: row.name,
    map_path: row.mapPath,
    code_template: row.codeTemplate,
    tutorial: row.tutorial,
    player_start: [row.playerStart[0], row.playerStart[1]],
    items: row.items,
    level_goals: row.levelGoals,
    zoom: row.zoom,
    is_public: row.isPublic,
    school_visible: row.schoolVisible,
    version: row.version,
    creator_completed: row.creatorCompletedAt !== null,
    school_approved: row.schoolApprovedAt !== null,
    hidden: row.hiddenAt !== null,
    plays: row.playsCount,
    completions: row.completionsCount,
    favorites: row.favouritesCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What lists show of a creator: the chosen student's username, else the first word of the account's name. */
export function creatorDisplayName(fullName: string, studentUsername: string | null): string {
  if (studentUsername) return studentUsername;
  const first = fullName.trim().split(/\s+/)[0];
  return first && first.length > 0 ? first : 'A Codehop creator';
}

/** A card in a list (spec/gameplay.md §2 lists; issue 20 cards). */
export function presentCreativeCard(
  row: CreativeLevelRow,
  creatorName: string,
  favorited: boolean,
): CreativeLevelCard {
  return {
    id: row.id,
    user_id: row.userId,
    creator_name: creatorName,
    course_id: row.courseId as CreativeCourse,
    level_slug: row.slug,
    name: row.name,
    map_path: row.mapPath,
    player_start: [row.playerStart[0], row.playerStart[1]],
    items: row.items,
    is_public: row.isPublic,
    school_visible: row.schoolVisible,
    school_approved: row.schoolApprovedAt !== null,
    hidden: row.hiddenAt !== null,
    creator_completed: row.creatorCompletedAt !== null,
    plays: row.playsCount,
    completions: row.completionsCount,
    favorites: row.favouritesCount,
    favorited,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
