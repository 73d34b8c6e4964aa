/** What every creative level's progress key starts with; no course slug does. */
export const CREATIVE_PROGRESS_PREFIX = 'creative:';

/**
 * The `level_progress.level_slug` under which a learner's run of a creative level is kept. Creative
 * slugs are only unique per creator, and may change when the level is renamed, so progress is keyed
 * by the level's id; the prefix keeps it apart from every course slug.
 */
export function creativeProgressSlug(creativeLevelId: number): string {
  return `${CREATIVE_PROGRESS_PREFIX}${creativeLevelId}`;
}
