import type { LastPlayed } from '@codehop/api';

const KEY = 'codehop.play.visitor-level.v1';

function storageOrUndefined(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** Remembers the level a visitor (no account) has open, so the child who takes over their play carries on there. */
export function rememberVisitorLevel(course: string, slug: string, storage = storageOrUndefined()): void {
  try {
    storage?.setItem(KEY, JSON.stringify({ course_id: course, level_slug: slug }));
  } catch {
    // Full or blocked storage: the first child chosen starts the course instead.
  }
}

/** The level this browser's visitor was last on, or null. */
export function visitorLevel(storage = storageOrUndefined()): LastPlayed | null {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { course_id: course, level_slug: slug } = parsed as Partial<LastPlayed>;
    return typeof course === 'string' && typeof slug === 'string' && course !== '' && slug !== ''
      ? { course_id: course, level_slug: slug }
      : null;
  } catch {
    return null;
  }
}

/** Once a student was chosen, the visitor's play is theirs: a second child does not inherit the visitor's level. */
export function forgetVisitorLevel(storage = storageOrUndefined()): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Blocked storage: nothing was kept either.
  }
}
