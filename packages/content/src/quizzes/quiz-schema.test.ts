import { describe, expect, it } from 'vitest';
import { quizQuestionSchema } from './quiz-schema.ts';

const answer = (correct: boolean) => ({ text: correct ? 'right' : `wrong ${Math.random()}`, correct, explanation: 'why' });

describe('quizQuestionSchema', () => {
  it.each([
    ['no right answer', [answer(false), answer(false)], false],
    ['one right answer', [answer(true), answer(false)], true],
    ['two right answers', [answer(true), answer(true), answer(false)], false],
    ['a single answer', [answer(true)], false],
  ])('a question with %s is valid: %s', (_name, answers, valid) => {
    expect(quizQuestionSchema.safeParse({ id: 1, question: 'Q?', answers }).success).toBe(valid);
  });

  it('needs an explanation for every answer', () => {
    const answers = [answer(true), { text: 'b', correct: false, explanation: '' }];
    expect(quizQuestionSchema.safeParse({ id: 1, question: 'Q?', answers }).success).toBe(false);
  });
});
