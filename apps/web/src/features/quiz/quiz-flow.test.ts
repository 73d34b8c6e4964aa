import { describe, expect, it } from 'vitest';
import type { QuizResponse } from '@codehop/api';
import { backToGamePath, nextQuestion, questionPlace, quizRouteParams, retryOf, retryQuery } from './quiz-flow.ts';

const quiz = (states: ('unanswered' | 'missed' | 'right')[]): QuizResponse => ({
  course_id: 'python',
  chapter_id: 1,
  title: 'T',
  questions: states.map((state, i) => ({ id: i + 1, question: `q${i + 1}`, code: null, answers: ['a', 'b'], state })),
  score: states.filter((s) => s === 'right').length,
  saved: true,
  complete: states.every((s) => s === 'right'),
});

describe('quiz flow', () => {
  it('goes through every question in order, then to the result', () => {
    expect(nextQuestion(quiz(['right', 'missed', 'unanswered']), 1, null)).toBe(2);
    expect(nextQuestion(quiz(['right', 'missed', 'unanswered']), 3, null)).toBeNull();
    expect(questionPlace(quiz(['right', 'missed', 'unanswered']), 2, null)).toEqual({ n: 2, total: 3 });
  });
  it('a retry goes through the questions missed when it started, and counts only those', () => {
    const before = quiz(['missed', 'right', 'right', 'right', 'right', 'unanswered', 'right']);
    const query = retryQuery(before);
    expect(query).toBe('?retry=1,6');
    const retry = retryOf(query?.slice('?retry='.length) ?? null);
    expect(questionPlace(before, 1, retry)).toEqual({ n: 1, total: 2 });
    // The first is answered right on the way: the round and its numbers stay as they were.
    const during = quiz(['right', 'right', 'right', 'right', 'right', 'unanswered', 'right']);
    expect(nextQuestion(during, 1, retry)).toBe(6);
    expect(questionPlace(during, 6, retry)).toEqual({ n: 2, total: 2 });
    expect(nextQuestion(during, 6, retry)).toBeNull();
  });
  it('reads a retry from the address and ignores what is not a question', () => {
    expect(retryOf('2,5,x,2')).toEqual([2, 5]);
    expect(retryOf('')).toBeNull();
    expect(retryOf(null)).toBeNull();
    expect(retryQuery(quiz(['right', 'right']))).toBeNull();
    // A retry naming questions the quiz does not have falls back to the whole quiz.
    expect(questionPlace(quiz(['missed', 'right']), 2, [9])).toEqual({ n: 2, total: 2 });
  });
  it('reads the route parameters', () => {
    expect(quizRouteParams({ courseId: 'python', chapterId: '3' })).toEqual({ courseId: 'python', chapterId: 3 });
    expect(quizRouteParams({ courseId: 'java', chapterId: '3' })).toBeNull();
    expect(quizRouteParams({ courseId: 'python', chapterId: 'x' })).toBeNull();
  });
});

describe('the way back to the game from a quiz result', () => {
  const chapters = [
    { id: 1, level_data: [{ slug: 'intro-level1', completed: true }, { slug: 'intro-level7', completed: true }] },
    { id: 2, level_data: [{ slug: 'operators-level1', completed: true }] },
  ];
  it('leads on to the next chapter only after a pass; before it, back to this chapter (the next may be closed)', () => {
    expect(backToGamePath('python', 1, true, chapters)).toBe('play/python/operators-level1');
    expect(backToGamePath('python', 1, false, chapters)).toBe('play/python/intro-level7');
    expect(backToGamePath('python', 2, true, chapters)).toBe('play/python/operators-level1');
    expect(backToGamePath('python', 1, false, [])).toBe('play');
  });

  // Issue 41: "Back" led to a level finished long ago.
  it("leads to the learner's next unfinished level they may play", () => {
    const played = [
      { id: 1, level_data: [{ slug: 'intro-level1', completed: true }, { slug: 'intro-level2', completed: false }, { slug: 'intro-level7', completed: true }] },
      { id: 2, level_data: [{ slug: 'operators-level1', completed: true }, { slug: 'operators-level2', completed: false, locked: true }, { slug: 'operators-level3', completed: false }] },
      { id: 3, level_data: [{ slug: 'loops-level1', completed: false }] },
    ];
    expect(backToGamePath('python', 1, false, played)).toBe('play/python/intro-level2');
    expect(backToGamePath('python', 1, true, played)).toBe('play/python/operators-level3');
    expect(backToGamePath('python', 2, true, played)).toBe('play/python/loops-level1');
  });
});
