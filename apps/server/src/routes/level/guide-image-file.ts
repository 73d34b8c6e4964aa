import { stat } from 'node:fs/promises';
import path from 'node:path';
import { levelsDirectory } from '@codehop/content/loader';

/**
 * A course level's guide picture is `guide.png` in its folder (drawn by
 * packages/content/art/guides); a level without that file has no picture.
 */
export function guideImageFile(course: string, slug: string): string {
  return path.join(levelsDirectory, course, slug, 'guide.png');
}

export function guideImageUrl(course: string, slug: string): string {
  return `/api/level/guide/${course}/${slug}.png`;
}

async function lookForGuideImage(course: string, slug: string): Promise<string | null> {
  try {
    return (await stat(guideImageFile(course, slug))).isFile() ? guideImageUrl(course, slug) : null;
  } catch {
    return null;
  }
}

// The pictures ship with the content and do not change while the server runs: one look per level
// (callers pass only levels of the catalogue, so this holds at most one entry per shipped level).
const looked = new Map<string, Promise<string | null>>();

/** The URL the level data carries in `guideImage`, or null when the level has no picture. */
export function guideImageUrlIfAny(course: string, slug: string): Promise<string | null> {
  const key = `${course}/${slug}`;
  let entry = looked.get(key);
  if (!entry) {
    entry = lookForGuideImage(course, slug);
    looked.set(key, entry);
  }
  return entry;
}
