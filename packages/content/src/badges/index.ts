import { listCourses } from '../courses/index.ts';
import type { CourseId } from '../courses/course-types.ts';

/**
 * The badges a learner can earn, as data: the server judges the rules, the art generator draws
 * each id's picture (`assets/badges/<id>.png`), the web app names them. Chapter and course
 * badges are made from the courses, so a new chapter brings its badge along.
 */
export type BadgeRule =
  | { readonly kind: 'levels'; readonly count: number }
  | { readonly kind: 'chapter'; readonly courseId: CourseId; readonly chapterId: number }
  | { readonly kind: 'course'; readonly courseId: CourseId }
  | { readonly kind: 'quizzes'; readonly count: number }
  | { readonly kind: 'all_quizzes'; readonly courseId: CourseId }
  | { readonly kind: 'perfect_quiz' }
  | { readonly kind: 'streak'; readonly days: number }
  | { readonly kind: 'challenges'; readonly count: number }
  | { readonly kind: 'certificate' };

/** The picture: an emblem on a medal of one palette ramp. */
export type BadgeEmblem =
  | 'star'
  | 'boot'
  | 'flag'
  | 'crown'
  | 'bulb'
  | 'check'
  | 'flame'
  | 'gem'
  | 'scroll'
  | 'number';

export interface BadgeDefinition {
  readonly id: string;
  readonly rule: BadgeRule;
  readonly art: {
    readonly medal: 'gold' | 'green' | 'blue' | 'purple' | 'red' | 'teal' | 'orange' | 'pink' | 'stone';
    readonly emblem: BadgeEmblem;
    /** A number drawn on the medal (chapter number, day count, ...). */
    readonly number?: number;
  };
}

const CHAPTER_MEDALS = ['green', 'teal', 'blue', 'purple', 'pink', 'orange', 'red', 'gold'] as const;

/** A badge for each chapter that has levels (a chapter still being written has nothing to finish). */
function chapterBadges(): BadgeDefinition[] {
  return listCourses().flatMap((course) =>
    course.chapters.filter((chapter) => chapter.levels.length > 0).map((chapter, index) => ({
      id: `chapter-${course.id}-${chapter.id}`,
      rule: { kind: 'chapter', courseId: course.id, chapterId: chapter.id } as const,
      art: {
        medal: CHAPTER_MEDALS[index % CHAPTER_MEDALS.length] ?? 'green',
        emblem: course.id === 'python' ? ('flag' as const) : ('gem' as const),
        number: chapter.id,
      },
    })),
  );
}

const ALL_BADGES: readonly BadgeDefinition[] = [
  { id: 'first-level', rule: { kind: 'levels', count: 1 }, art: { medal: 'green', emblem: 'boot' } },
  { id: 'levels-10', rule: { kind: 'levels', count: 10 }, art: { medal: 'teal', emblem: 'boot', number: 10 } },
  { id: 'levels-25', rule: { kind: 'levels', count: 25 }, art: { medal: 'blue', emblem: 'boot', number: 25 } },
  { id: 'levels-50', rule: { kind: 'levels', count: 50 }, art: { medal: 'purple', emblem: 'boot', number: 50 } },
  ...chapterBadges(),
  { id: 'course-python', rule: { kind: 'course', courseId: 'python' }, art: { medal: 'gold', emblem: 'crown' } },
  // The advanced course's badge comes when its levels do (listCourses() decides, below).
  {
    id: 'course-advanced-python',
    rule: { kind: 'course', courseId: 'advanced-python' },
    art: { medal: 'purple', emblem: 'crown' },
  },
  { id: 'first-quiz', rule: { kind: 'quizzes', count: 1 }, art: { medal: 'blue', emblem: 'bulb' } },
  { id: 'perfect-quiz', rule: { kind: 'perfect_quiz' }, art: { medal: 'gold', emblem: 'check' } },
  {
    id: 'all-quizzes-python',
    rule: { kind: 'all_quizzes', courseId: 'python' },
    art: { medal: 'pink', emblem: 'bulb', number: 8 },
  },
  { id: 'streak-3', rule: { kind: 'streak', days: 3 }, art: { medal: 'orange', emblem: 'flame', number: 3 } },
  { id: 'streak-5', rule: { kind: 'streak', days: 5 }, art: { medal: 'red', emblem: 'flame', number: 5 } },
  { id: 'streak-10', rule: { kind: 'streak', days: 10 }, art: { medal: 'gold', emblem: 'flame', number: 10 } },
  { id: 'challenge-1', rule: { kind: 'challenges', count: 1 }, art: { medal: 'stone', emblem: 'star' } },
  { id: 'challenges-10', rule: { kind: 'challenges', count: 10 }, art: { medal: 'teal', emblem: 'star', number: 10 } },
  { id: 'challenges-30', rule: { kind: 'challenges', count: 30 }, art: { medal: 'gold', emblem: 'star', number: 30 } },
  { id: 'first-certificate', rule: { kind: 'certificate' }, art: { medal: 'gold', emblem: 'scroll' } },
];

/** Course badges only for courses that have levels. */
function reachable(badge: BadgeDefinition): boolean {
  if (badge.rule.kind !== 'course') return true;
  const courseId = badge.rule.courseId;
  return listCourses().some((course) => course.id === courseId && course.chapters.some((chapter) => chapter.levels.length > 0));
}

export const BADGES: readonly BadgeDefinition[] = ALL_BADGES.filter(reachable);

export function findBadge(id: string): BadgeDefinition | undefined {
  return BADGES.find((badge) => badge.id === id);
}
