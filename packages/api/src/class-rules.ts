/**
 * The class rules of a school student (spec/platform.md §4), one definition for the server (which
 * enforces them: apps/server/src/policies/class-rules.ts) and the pages (arrow, drawer, completion
 * dialog: apps/web/src/lib/class-rules.ts), so the two cannot disagree about when a chapter is done.
 */
export interface ClassRules {
  readonly unlocked_chapters: readonly string[];
  readonly no_skip: boolean;
  readonly quiz: boolean;
}

export interface RuleChapter {
  readonly id: number | string;
  readonly level_data: readonly { readonly completed: boolean }[];
  /** The chapter has a quiz the learner can take (false when the class has quizzes off). */
  readonly quiz_exists?: boolean;
  readonly quiz_complete?: boolean;
  readonly class_locked?: boolean;
}

/** Why a chapter is closed to a class's student, or open. */
export type ChapterVerdict = 'open' | 'class_locked' | 'no_skip';

/** Whether the class lets the learner into a chapter at all (unlocked_chapters, else the server's class_locked). */
export function chapterListed(chapter: RuleChapter, courseId: string, rules: ClassRules | null | undefined): boolean {
  if (rules && rules.unlocked_chapters.length > 0) return rules.unlocked_chapters.includes(`${courseId}:${chapter.id}`);
  return !chapter.class_locked;
}

/** A chapter is done when all its levels are, and its quiz (if any) is passed when the class has quizzes on. */
export function chapterDoneForClass(chapter: RuleChapter, rules: ClassRules | null | undefined): boolean {
  const levelsDone = chapter.level_data.every((level) => level.completed);
  const quizOn = rules?.quiz ?? false;
  return levelsDone && (!quizOn || !chapter.quiz_exists || (chapter.quiz_complete ?? false));
}

/**
 * Each chapter as the class sees it, in course order: chapters not listed are class_locked; under
 * no_skip the listed chapters after the first one not done are no_skip; the rest are open.
 */
export function chapterVerdictsFor(chapters: readonly RuleChapter[], courseId: string, rules: ClassRules | null | undefined): ChapterVerdict[] {
  let blocked = false;
  return chapters.map((chapter) => {
    if (!chapterListed(chapter, courseId, rules)) return 'class_locked';
    const verdict: ChapterVerdict = blocked ? 'no_skip' : 'open';
    if (rules?.no_skip && !chapterDoneForClass(chapter, rules)) blocked = true;
    return verdict;
  });
}

/**
 * The chapters the sidebar shows: with no_skip, listed chapters up to and including the first one
 * not done; with unlocked_chapters only those; otherwise every chapter not class-locked.
 */
export function visibleChapters<C extends RuleChapter>(chapters: readonly C[], courseId: string, rules: ClassRules | null | undefined): C[] {
  const verdicts = chapterVerdictsFor(chapters, courseId, rules);
  return chapters.filter((_, index) => verdicts[index] === 'open');
}
