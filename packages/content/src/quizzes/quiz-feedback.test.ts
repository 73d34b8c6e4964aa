import { describe, expect, it } from 'vitest';
import { listQuizzes } from './index.ts';
import { localizeQuiz } from './translations.ts';

/**
 * The quiz screen says "Right!" (or "Not quite") itself before the explanation; an explanation that
 * opened with its own "Yes." or "Right!" made the child read "Right! Right! ...".
 */
const OPENING_VERDICT: Readonly<Record<string, RegExp>> = {
  en: /^(yes|right|correct|exactly)\b[.:!,]/i,
  de: /^(ja|richtig|genau|stimmt)\b[.:!,]/i,
  es: /^(sí|bien|correcto|exacto)[.:!,]/i,
  ar: /^(نعم|صحيح|أحسنت)[.:!،,]/,
};

describe('quiz feedback', () => {
  it.each(Object.keys(OPENING_VERDICT))('in %s, no explanation of a right answer opens with its own "Right!"', async (language) => {
    const pattern = OPENING_VERDICT[language] as RegExp;
    const echoes: string[] = [];
    for (const quiz of listQuizzes()) {
      const localized = await localizeQuiz(quiz, language);
      for (const question of localized.questions) {
        for (const answer of question.answers) {
          if (answer.correct && pattern.test(answer.explanation)) echoes.push(`${quiz.courseId}/${quiz.chapterId} q${question.id}: ${answer.explanation}`);
        }
      }
    }
    expect(echoes).toEqual([]);
  });
});
