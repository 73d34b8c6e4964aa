import type { LastPlayed } from '@codehop/api';
import { DEFAULT_COURSE } from './courses.ts';

/**
 * Where the app goes once a student is chosen (spec/platform.md §2), as a path under the locale,
 * or null to stay: on a challenge page only the challenge credits refresh; a creator (in the level
 * creator) goes home; anyone else goes to the student's last-played level. A child who never
 * played stays on the level in front of them, or starts the course at its first level: "home"
 * for a family in the game is the game, not the marketing page.
 */
export function pathAfterChoosingStudent(
  lastPlayed: LastPlayed | null,
  currentPath: string,
): string | null {
  const page = pageOf(currentPath);
  if (page === 'challenge' || page === 'challenges') return null;
  if (lastPlayed && page !== 'level-creator') {
    return `play/${encodeURIComponent(lastPlayed.course_id)}/${encodeURIComponent(lastPlayed.level_slug)}`;
  }
  if (page === 'level-creator') return '';
  if (page === 'play') return null;
  return `play/${DEFAULT_COURSE.value}/${DEFAULT_COURSE.firstLevel}`;
}

/** The first segment after the locale: `/en/challenge/x` -> `challenge`. */
function pageOf(pathname: string): string {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  return segments[1] ?? '';
}
