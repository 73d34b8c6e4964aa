import { chapterDoneForClass, chapterListed, type ClassRules } from '../../../lib/class-rules.ts';
import { quizPath } from '../../../lib/quiz-path.ts';

/** The course shape this module needs: chapters in order, each with its levels in order. */
export interface NavCourse {
  readonly id?: string;
  readonly chapters: readonly {
    readonly id: number | string;
    readonly name: string;
    readonly level_data: readonly { readonly slug: string; readonly name: string; readonly completed: boolean; readonly locked: boolean }[];
    readonly quiz_exists?: boolean;
    readonly quiz_complete?: boolean;
    readonly class_locked?: boolean;
  }[];
}

/** Why Next is disabled (platform §4); the class rules of schools add the others of the spec. */
export type NextBlock = 'NO_LEVEL_DATA' | 'LEVEL_LOCKED' | 'END_OF_CONTENT' | 'NO_SKIP_RESTRICTION' | 'NO_MORE_CHAPTERS' | 'QUIZ_REQUIRED';
export type PreviousBlock = 'NO_LEVEL_DATA' | 'FIRST_LEVEL' | 'LEVEL_LOCKED' | 'NO_PREV_CHAPTER' | 'NO_PREV_LEVEL';

/** The text key of an arrow's tooltip: its name when open, else why it is closed (platform §8). */
export function arrowTooltipKey(direction: 'next', state: LevelNeighbours['next']): `navigation.next.${NextBlock}` | 'controls.next';
export function arrowTooltipKey(direction: 'previous', state: LevelNeighbours['previous']): `navigation.previous.${PreviousBlock}` | 'controls.previous';
export function arrowTooltipKey(direction: 'next' | 'previous', state: { readonly slug: string } | { readonly blocked: string }): string {
  return 'blocked' in state ? `navigation.${direction}.${state.blocked}` : `controls.${direction}`;
}

export interface LevelNeighbours {
  readonly previous: { readonly slug: string } | { readonly blocked: PreviousBlock };
  /** QUIZ_REQUIRED carries the quiz's address: the arrow then reads "Take the Quiz" and leads there. */
  readonly next:
    | { readonly slug: string }
    | { readonly blocked: Exclude<NextBlock, 'QUIZ_REQUIRED'> }
    | { readonly blocked: 'QUIZ_REQUIRED'; readonly quiz: string };
  /** 1-based position of the level inside its chapter, and the chapter it sits in. */
  readonly indexInChapter: number;
  readonly chapterIndex: number;
  readonly isLastOfCourse: boolean;
}

/**
 * Previous and next level slugs, in course order across chapter boundaries (gameplay §4 "Next
 * and previous level"), with the reason when a direction is closed.
 */
export function levelNeighbours(course: NavCourse | undefined, slug: string, rules?: ClassRules | null): LevelNeighbours {
  if (rules && course) return classNeighbours(course, slug, rules);
  const flat = (course?.chapters ?? []).flatMap((chapter, chapterIndex) =>
    chapter.level_data.map((level, index) => ({ ...level, chapterIndex, indexInChapter: index + 1 })),
  );
  const at = flat.findIndex((level) => level.slug === slug);
  if (at < 0) {
    return {
      previous: { blocked: 'NO_LEVEL_DATA' },
      next: { blocked: 'NO_LEVEL_DATA' },
      indexInChapter: 0,
      chapterIndex: -1,
      isLastOfCourse: false,
    };
  }
  const current = flat[at];
  const before = flat[at - 1];
  const after = flat[at + 1];
  return {
    previous: before === undefined ? { blocked: 'FIRST_LEVEL' } : before.locked ? { blocked: 'LEVEL_LOCKED' } : { slug: before.slug },
    next: after === undefined ? { blocked: 'END_OF_CONTENT' } : after.locked ? { blocked: 'LEVEL_LOCKED' } : { slug: after.slug },
    indexInChapter: current?.indexInChapter ?? 0,
    chapterIndex: current?.chapterIndex ?? -1,
    isLastOfCourse: after === undefined,
  };
}

/**
 * Next and previous for a school student (platform §4): navigation only among the chapters the
 * class unlocked; leaving a chapter needs it complete under no_skip, and its quiz first when the
 * class has quizzes on (QUIZ_REQUIRED).
 */
function classNeighbours(course: NavCourse, slug: string, rules: ClassRules): LevelNeighbours {
  const courseId = course.id ?? '';
  const chapters = course.chapters.map((chapter, chapterIndex) => ({ chapter, chapterIndex }));
  const listed = chapters.filter(({ chapter }) => chapterListed(chapter, courseId, rules));
  const flat = listed.flatMap(({ chapter, chapterIndex }) =>
    chapter.level_data.map((level, index) => ({ ...level, chapter, chapterIndex, indexInChapter: index + 1 })),
  );
  const at = flat.findIndex((level) => level.slug === slug);
  const current = flat[at];
  if (!current) {
    return { previous: { blocked: 'NO_LEVEL_DATA' }, next: { blocked: 'NO_LEVEL_DATA' }, indexInChapter: 0, chapterIndex: -1, isLastOfCourse: false };
  }
  const before = flat[at - 1];
  const after = flat[at + 1];
  const lastOfChapter = current.indexInChapter === current.chapter.level_data.length;
  const laterChaptersExist = current.chapterIndex < course.chapters.length - 1;
  let next: LevelNeighbours['next'];
  if (lastOfChapter && rules.quiz && current.chapter.quiz_exists && !current.chapter.quiz_complete) {
    next = { blocked: 'QUIZ_REQUIRED', quiz: quizPath(courseId, current.chapter, current.chapterIndex) };
  }
  else if (after === undefined) next = { blocked: laterChaptersExist ? 'NO_MORE_CHAPTERS' : 'END_OF_CONTENT' };
  else if (lastOfChapter && rules.no_skip && !chapterDoneForClass(current.chapter, rules)) next = { blocked: 'NO_SKIP_RESTRICTION' };
  else if (after.locked) next = { blocked: 'LEVEL_LOCKED' };
  else next = { slug: after.slug };
  let previous: LevelNeighbours['previous'];
  if (before === undefined) previous = { blocked: current.chapterIndex === 0 && current.indexInChapter === 1 ? 'FIRST_LEVEL' : 'NO_PREV_CHAPTER' };
  else if (before.locked) previous = { blocked: 'LEVEL_LOCKED' };
  else previous = { slug: before.slug };
  return { previous, next, indexInChapter: current.indexInChapter, chapterIndex: current.chapterIndex, isLastOfCourse: after === undefined };
}

export type CompletionDialog = 'level-complete' | 'course-complete' | 'final-level-complete';

/**
 * Which dialog a finished level opens (gameplay §4): on the course's very last level, course
 * complete when every other level is done too, else final-level-complete; elsewhere level complete.
 */
export function completionDialog(course: NavCourse | undefined, slug: string): CompletionDialog {
  const { isLastOfCourse } = levelNeighbours(course, slug);
  if (!isLastOfCourse || !course) return 'level-complete';
  const allDone = course.chapters.every((chapter) =>
    chapter.level_data.every((level) => level.completed || level.slug === slug),
  );
  return allDone ? 'course-complete' : 'final-level-complete';
}

/** The level that opens the certificate dialog on completion. */
export const CERTIFICATE_LEVEL = 'intro-level4';
