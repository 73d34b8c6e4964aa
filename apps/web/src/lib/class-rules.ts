/**
 * The class rules of a school student as the pages show them (spec/platform.md §4): the one
 * definition lives in @codehop/api so that the server enforces exactly what the pages show.
 */
export { chapterDoneForClass, chapterListed, chapterVerdictsFor, visibleChapters } from '@codehop/api';
export type { ChapterVerdict, ClassRules, RuleChapter } from '@codehop/api';
