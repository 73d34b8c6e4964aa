/**
 * The class rules of a school student as the pages show them (spec/platform.md §4); the server
 * enforces the same rules (apps/server/src/policies/class-rules.ts).
 */
export interface ClassRules {
  readonly unlocked_chapters: readonly string[];
  readonly no_skip: boolean;
  readonly quiz: boolean;
}

export interface RuleChapter {
  readonly id: number | string;
  readonly level_data: readonly { readonly completed: boolean }[];
  readonly quiz_exists?: boolean;
  readonly quiz_complete?: boolean;
  readonly class_locked?: boolean;
}

/** Whether the class lets the learner into a chapter at all (unlocked_chapters, else the server's class_locked). */
export function chapterListed(chapter: RuleChapter, courseId: string, rules: ClassRules | null | undefined): boolean {
  if (rules && rules.unlocked_chapters.length > 0) return rules.unlocked_chapters.includes(`${courseId}:${chapter.id}`);
  return !chapter.class_locked;
}

/** A chapter is done when all its levels are, and its quiz (if any) when the class has quizzes on. */
export function chapterDoneForClass(chapter: RuleChapter, rules: ClassRules | null | undefined): boolean {
  const levelsDone = chapter.level_data.every((level) => level.completed);
  const quizOn = rules?.quiz ?? false;
  return levelsDone && (!quizOn || !chapter.quiz_exists || (chapter.quiz_complete ?? false));
}

/**
 * The chapters the sidebar shows: with no_skip, listed chapters up to and including the first one
 * not done; with unlocked_chapters only those; otherwise every chapter not class-locked.
 */
export function visibleChapters<C extends RuleChapter>(chapters: readonly C[], courseId: string, rules: ClassRules | null | undefined): C[] {
  const listed = chapters.filter((chapter) => chapterListed(chapter, courseId, rules));
  if (!rules?.no_skip) return listed;
  const firstOpen = listed.findIndex((chapter) => !chapterDoneForClass(chapter, rules));
  return firstOpen < 0 ? listed : listed.slice(0, firstOpen + 1);
}
