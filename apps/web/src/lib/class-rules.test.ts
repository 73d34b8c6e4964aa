import { describe, expect, it } from 'vitest';
import { visibleChapters } from './class-rules.ts';

const chapter = (id: number, done: boolean[], extra: { quiz_exists?: boolean; class_locked?: boolean } = {}) => ({
  id,
  level_data: done.map((completed) => ({ completed })),
  ...extra,
});
const course = [chapter(1, [true, true]), chapter(2, [true, false]), chapter(3, [false]), chapter(4, [false], { class_locked: true })];
const ids = (list: { id: number }[]) => list.map((entry) => entry.id);

describe('sidebar chapter visibility (platform §4)', () => {
  it('hides class-locked chapters when the class lists none', () => {
    expect(ids(visibleChapters(course, 'python', { unlocked_chapters: [], no_skip: false, quiz: false }))).toEqual([1, 2, 3]);
  });
  it('shows only the unlocked chapters', () => {
    expect(ids(visibleChapters(course, 'python', { unlocked_chapters: ['python:1', 'python:3'], no_skip: false, quiz: false }))).toEqual([1, 3]);
  });
  it('under no_skip, shows chapters up to and including the first one not done', () => {
    expect(ids(visibleChapters(course, 'python', { unlocked_chapters: [], no_skip: true, quiz: false }))).toEqual([1, 2]);
    expect(ids(visibleChapters(course, 'python', { unlocked_chapters: ['python:1', 'python:3'], no_skip: true, quiz: false }))).toEqual([1, 3]);
  });
  it('counts a chapter with an open quiz as not done when the class has quizzes on', () => {
    const withQuiz = [chapter(1, [true], { quiz_exists: true }), chapter(2, [false])];
    expect(ids(visibleChapters(withQuiz, 'python', { unlocked_chapters: [], no_skip: true, quiz: true }))).toEqual([1]);
    expect(ids(visibleChapters(withQuiz, 'python', { unlocked_chapters: [], no_skip: true, quiz: false }))).toEqual([1, 2]);
  });
  it('leaves everything to non-class learners', () => {
    expect(ids(visibleChapters(course, 'python', null))).toEqual([1, 2, 3]);
  });
});
