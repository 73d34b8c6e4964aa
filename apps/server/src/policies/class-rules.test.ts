import { visibleChapters } from '@codehop/api';
import { findQuiz, getCourse } from '@codehop/content';
import { describe, expect, it } from 'vitest';
import { presentCourse } from '../presenters/course.ts';
import { chapterVerdicts } from './class-rules.ts';

// The shipped beginner course: every chapter has levels and a quiz.
const course = getCourse('python');
const slugsOf = (chapterId: number) => course.chapters.find((chapter) => chapter.id === chapterId)?.levels.map((level) => level.slug) ?? [];

const UNLOCKED: readonly (readonly string[])[] = [[], ['python:1', 'python:2', 'python:3'], ['python:1', 'python:3'], ['python:2', 'python:3']];
/** How far the learner got: chapters whose levels are all complete, chapters whose quiz is passed. */
const PROGRESS: readonly { name: string; levels: number[]; quizzes: number[] }[] = [
  { name: 'nothing yet', levels: [], quizzes: [] },
  { name: 'chapter 1 levels', levels: [1], quizzes: [] },
  { name: 'chapter 1 levels and quiz', levels: [1], quizzes: [1] },
  { name: 'chapter 1 quiz only', levels: [], quizzes: [1] },
  { name: 'chapters 1-2 levels, quiz 1', levels: [1, 2], quizzes: [1] },
  { name: 'chapters 1-2 levels and quizzes', levels: [1, 2], quizzes: [1, 2] },
  { name: 'chapters 2-3 levels and quizzes', levels: [2, 3], quizzes: [2, 3] },
];

/** The rule as spec/platform.md §4 words it, written out apart from the code under test. */
function expected(unlocked: readonly string[], noSkip: boolean, quiz: boolean, progress: (typeof PROGRESS)[number]): Map<number, string> {
  const listed = (id: number) => unlocked.length === 0 || unlocked.includes(`python:${id}`);
  const done = (id: number) => progress.levels.includes(id) && (!quiz || !findQuiz('python', id) || progress.quizzes.includes(id));
  const answer = new Map<number, string>();
  for (const chapter of course.chapters) {
    const earlierListed = course.chapters.filter((other) => other.id < chapter.id && listed(other.id));
    if (!listed(chapter.id)) answer.set(chapter.id, 'class_locked');
    else if (noSkip && earlierListed.some((other) => !done(other.id))) answer.set(chapter.id, 'no_skip');
    else answer.set(chapter.id, 'open');
  }
  return answer;
}

describe('class rules over every combination of unlocked chapters, no-skip and quizzes (platform §4)', () => {
  const cases = UNLOCKED.flatMap((unlocked) =>
    [false, true].flatMap((noSkip) => [false, true].flatMap((quiz) => PROGRESS.map((progress) => ({ unlocked, noSkip, quiz, progress })))),
  );

  it.each(cases)('unlocked $unlocked, no-skip $noSkip, quiz $quiz, $progress.name', ({ unlocked, noSkip, quiz, progress }) => {
    const klass = { unlockedChapters: [...unlocked], noSkip, quiz };
    const completed = new Set(progress.levels.flatMap(slugsOf));
    const passed = new Set(progress.quizzes);
    const server = chapterVerdicts(course, klass, completed, passed);
    expect(server).toEqual(expected(unlocked, noSkip, quiz, progress));

    // The drawer reads the course as the server presents it and must open exactly what the server opens.
    const presented = presentCourse(
      course,
      { signedIn: true, paid: true },
      completed,
      undefined,
      { complete: passed, visible: quiz },
      new Set([...server].filter(([, verdict]) => verdict === 'class_locked').map(([id]) => id)),
    );
    const drawer = visibleChapters(presented.chapters, 'python', { unlocked_chapters: unlocked, no_skip: noSkip, quiz }).map((chapter) => chapter.id);
    expect(drawer).toEqual([...server].filter(([, verdict]) => verdict === 'open').map(([id]) => id));
  });

  it('opens chapter 2 once chapter 1 is complete and its quiz passed (the week-one blocker)', () => {
    const klass = { unlockedChapters: [], noSkip: true, quiz: true };
    const completed = new Set(slugsOf(1));
    expect(chapterVerdicts(course, klass, completed, new Set()).get(2)).toBe('no_skip');
    expect(chapterVerdicts(course, klass, completed, new Set([1])).get(2)).toBe('open');
    expect(chapterVerdicts(course, klass, completed, new Set([1])).get(3)).toBe('no_skip');
  });

  it('leaves a learner outside a class every chapter', () => {
    expect([...chapterVerdicts(course, null, new Set()).values()].every((verdict) => verdict === 'open')).toBe(true);
  });
});
