import { findQuiz, getCourse, type ChapterQuiz } from '@codehop/content';
import { describe, expect, it } from 'vitest';
import { answerOrder, shownAnswerIndex, storedAnswerIndex } from './quiz-answer-order.ts';

// Every chapter quiz of both courses (18 today), read through the course data as the server does.
const quizzes: ChapterQuiz[] = (['python', 'advanced-python'] as const).flatMap((course) =>
  getCourse(course).chapters.flatMap((chapter) => findQuiz(course, chapter.id) ?? []),
);
const rightShownFirst = (key: string, quiz: ChapterQuiz) =>
  quiz.questions.map((question) => {
    const order = answerOrder(key, quiz.courseId, quiz.chapterId, question.id, question.answers.length);
    return question.answers[order[0] ?? -1]?.correct === true;
  });

describe('the order a player sees a question\'s answers in', () => {
  it('is a permutation, the same on every call, and maps shown and stored indexes both ways', () => {
    const order = answerOrder('student:7', 'python', 1, 3, 4);
    expect([...order].sort()).toEqual([0, 1, 2, 3]);
    expect(answerOrder('student:7', 'python', 1, 3, 4)).toEqual(order);
    for (const [shown, stored] of order.entries()) {
      expect(storedAnswerIndex(order, shown)).toBe(stored);
      expect(shownAnswerIndex(order, stored)).toBe(shown);
    }
    expect(storedAnswerIndex(order, 4)).toBeUndefined();
  });

  it('differs between players and between questions', () => {
    const orders = (key: string) => Array.from({ length: 12 }, (_, question) => answerOrder(key, 'python', 1, question + 1, 3).join());
    expect(orders('student:1')).not.toEqual(orders('student:2'));
    expect(new Set(orders('student:1')).size).toBeGreaterThan(1);
  });

  it('never puts the right answer first in every question of any of the quizzes, for two different children', () => {
    expect(quizzes.length).toBe(18);
    for (const quiz of quizzes) {
      for (const key of ['student:1', 'student:2']) {
        expect(rightShownFirst(key, quiz), `${quiz.courseId} ${quiz.chapterId} for ${key}`).toContain(false);
      }
    }
  });
});
