import { describe, expect, it } from 'vitest';
import type { QuizResponse } from '@codehop/api';
import { nextQuestion, quizRouteParams } from './quiz-flow.ts';

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
    expect(nextQuestion(quiz(['right', 'missed', 'unanswered']), 1, false)).toBe(2);
    expect(nextQuestion(quiz(['right', 'missed', 'unanswered']), 3, false)).toBeNull();
  });
  it('when retrying, skips the questions already right', () => {
    expect(nextQuestion(quiz(['missed', 'right', 'right', 'missed']), 1, true)).toBe(4);
    expect(nextQuestion(quiz(['right', 'right', 'right', 'right']), 1, true)).toBeNull();
  });
  it('reads the route parameters', () => {
    expect(quizRouteParams({ courseId: 'python', chapterId: '3' })).toEqual({ courseId: 'python', chapterId: 3 });
    expect(quizRouteParams({ courseId: 'java', chapterId: '3' })).toBeNull();
    expect(quizRouteParams({ courseId: 'python', chapterId: 'x' })).toBeNull();
  });
});
