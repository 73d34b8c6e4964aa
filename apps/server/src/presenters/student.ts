import type { LastPlayed, Student } from '@codehop/api';
import type { students } from '../db/schema.ts';

export type StudentRow = typeof students.$inferSelect;

export function presentLastPlayed(student: StudentRow | null | undefined): LastPlayed | null {
  return student?.lastCourseId && student.lastLevelSlug
    ? { course_id: student.lastCourseId, level_slug: student.lastLevelSlug }
    : null;
}

export function presentStudent(student: StudentRow): Student {
  return {
    id: student.id,
    username: student.username,
    character: student.character,
    assistant_enabled: student.assistantEnabled,
    assistant_attempt_limit: student.assistantAttemptLimit,
    last_played: presentLastPlayed(student),
  };
}
