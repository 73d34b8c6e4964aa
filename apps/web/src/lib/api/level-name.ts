import type { LastPlayed } from '@codehop/api';
import { useCourse } from './course.ts';

/** The name of a course level for people ("First Hop"), or its slug until the course has loaded. */
export function levelName(
  chapters:
    ReadonlyArray<{ level_data: ReadonlyArray<{ slug: string; name: string }> }> | undefined,
  slug: string,
): string {
  for (const chapter of chapters ?? []) {
    const level = chapter.level_data.find((entry) => entry.slug === slug);
    if (level) return level.name;
  }
  return slug;
}

/** A student's last-played level by name, from the (cached) course outline. */
export function useLastPlayedName(lastPlayed: LastPlayed | null): string | null {
  const course = useCourse(lastPlayed?.course_id ?? 'python');
  return lastPlayed ? levelName(course.data?.chapters, lastPlayed.level_slug) : null;
}
