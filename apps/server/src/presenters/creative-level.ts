import type { CreativeCourse, CreativeLevel } from '@codehop/api';
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
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
