import { findQuiz } from '@codehop/content';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { quizAnswers } from '../../db/schema.ts';
import { addAndChooseStudent, signUpParent } from '../../test/session-helpers.ts';
import { describeWithApp } from '../../test/test-app.ts';
import { shownAnswers, visitorHeaders } from './shown-answers.test-support.ts';

const quiz = findQuiz('python', 1);
if (!quiz) throw new Error('the intro quiz is missing');

describeWithApp('each child sees a quiz\'s answers in an order of their own', (context) => {
  const child = async (name: string) => {
    const parent = await signUpParent(context.app);
    const id = await addAndChooseStudent(context.app, parent, `${name}${Date.now()}`);
    return { id, headers: parent.bearerHeaders };
  };

  it('the top choice is not always right, two children differ, a reload keeps the order, and grading follows it', async () => {
    const ada = await child('orderada');
    const bo = await child('orderbo');
    const adaSees = await shownAnswers(context.app, 'python', 1, ada.headers);
    const boSees = await shownAnswers(context.app, 'python', 1, bo.headers);
    expect(adaSees.size).toBe(quiz.questions.length);
    // Always picking the top one would not pass, for either child.
    expect([...adaSees.values()].some((seen) => seen.right !== 0)).toBe(true);
    expect([...boSees.values()].some((seen) => seen.right !== 0)).toBe(true);
    expect([...adaSees.values()].map((seen) => seen.shown)).not.toEqual([...boSees.values()].map((seen) => seen.shown));
    expect(await shownAnswers(context.app, 'python', 1, ada.headers)).toEqual(adaSees);

    const post = (headers: Record<string, string>, question: number, answer: number) =>
      context.app.inject({ method: 'POST', url: `/api/quiz/python/1/question/${question}/answer`, headers, payload: { answer } });
    const question = quiz.questions.find((candidate) => (adaSees.get(candidate.id)?.right ?? 0) !== 0);
    if (!question) throw new Error('no question with the right answer lower down');
    const seen = adaSees.get(question.id);
    if (!seen) throw new Error('question not served');
    // The top choice is wrong here; the answer says which shown choice was right.
    const top = (await post(ada.headers, question.id, 0)).json();
    expect(top).toMatchObject({ correct: false, right_answer: { answer: seen.right, text: seen.shown[seen.right] } });
    expect((await post(ada.headers, question.id, seen.right)).json()).toMatchObject({ correct: true, right_answer: null });
    // Stored in the content's order, which the review shows.
    const stored = await context.app.database.db
      .select({ answerIndex: quizAnswers.answerIndex, correct: quizAnswers.correct })
      .from(quizAnswers)
      .where(and(eq(quizAnswers.studentId, ada.id), eq(quizAnswers.questionId, question.id)));
    const rightStored = question.answers.findIndex((answer) => answer.correct);
    expect(stored.map((row) => row.correct)).toEqual([false, true]);
    expect(stored[1]?.answerIndex).toBe(rightStored);
    expect(question.answers[stored[0]?.answerIndex ?? -1]?.text).toBe(seen.shown[0]);
  });

  it('a visitor keeps one order between the questions call and the answer call (the anonymous cookie)', async () => {
    const headers = visitorHeaders('order-visitor-000000000042');
    const seen = await shownAnswers(context.app, 'python', 1, headers);
    for (const [id, { right }] of seen) {
      const judged = await context.app.inject({ method: 'POST', url: `/api/quiz/python/1/question/${id}/answer`, headers, payload: { answer: right } });
      expect(judged.json().correct, `question ${id}`).toBe(true);
    }
  });
});
