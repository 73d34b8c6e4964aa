import type { LastPlayed } from '@codehop/api';
import { DEFAULT_COURSE } from './courses.ts';

/**
 * Where the app goes once a student is chosen (spec/platform.md §2), as a path under the locale,
 * or null to stay: on a challenge page only the challenge credits refresh; a creator (in the level
 * creator) goes home; anyone else goes to the student's last-played level. A child who never
 * played stays on the level in front of them, or carries on where this browser's visitor was (the
 * family played before signing up, and that play becomes the child's), or starts the course at
 * its first level: "home" for a family in the game is the game, not the marketing page.
 */
export function pathAfterChoosingStudent(
  lastPlayed: LastPlayed | null,
  currentPath: string,
  visitorLevel: LastPlayed | null = null,
): string | null {
  const page = pageOf(currentPath);
  if (page === 'challenge' || page === 'challenges') return null;
  if (lastPlayed && page !== 'level-creator') return playPath(lastPlayed);
  if (page === 'level-creator') return '';
  if (page === 'play') return null;
  if (visitorLevel) return playPath(visitorLevel);
  return `play/${DEFAULT_COURSE.value}/${DEFAULT_COURSE.firstLevel}`;
}

function playPath(level: LastPlayed): string {
  return `play/${encodeURIComponent(level.course_id)}/${encodeURIComponent(level.level_slug)}`;
}

/** The first segment after the locale: `/en/challenge/x` -> `challenge`. */
function pageOf(pathname: string): string {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  return segments[1] ?? '';
}
