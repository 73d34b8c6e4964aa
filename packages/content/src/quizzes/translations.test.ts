import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findQuiz } from './index.ts';
import { loadLocalizedQuiz, loadQuizTexts, mergeQuizTexts, quizTextsSchema } from './translations.ts';

const quiz = findQuiz('python', 1);
if (!quiz) throw new Error('the intro quiz is missing');

describe('quiz translations', () => {
  it('lays a translated field over the English and keeps English where a field is missing', () => {
    const merged = mergeQuizTexts(quiz, {
      title: 'Variablen',
      questions: { '1': { question: 'Frage eins?', answers: { '1': { explanation: 'Erklärung' } } } },
    });
    expect(merged.title).toBe('Variablen');
    const [first, second] = merged.questions;
    expect(first?.question).toBe('Frage eins?');
    expect(first?.answers[1]?.explanation).toBe('Erklärung');
    expect(first?.answers[1]?.text).toBe(quiz.questions[0]?.answers[1]?.text);
    expect(first?.answers[0]).toEqual(quiz.questions[0]?.answers[0]);
    expect(second).toEqual(quiz.questions[1]);
    expect(merged.questions.map((q) => q.answers.map((a) => a.correct))).toEqual(quiz.questions.map((q) => q.answers.map((a) => a.correct)));
  });

  it('serves the German intro quiz in German and an unknown language in English', async () => {
    const german = await loadLocalizedQuiz('python', 1, 'de');
    expect(german?.questions[0]?.question).not.toBe(quiz.questions[0]?.question);
    expect(german?.questions[0]?.answers[0]?.text).toBe('move_forward(3)');
    expect(await loadLocalizedQuiz('python', 1, 'xx')).toEqual(quiz);
    expect(await loadLocalizedQuiz('python', 1, 'en')).toEqual(quiz);
    expect(await loadQuizTexts('python', 1, '../de')).toEqual({});
    expect(await loadLocalizedQuiz('python', 99, 'de')).toBeUndefined();
  });

  it('every translation file is valid, names only questions and answers the quiz has, and keeps code as it is', () => {
    const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'i18n');
    const chapters: Record<string, number> = {
      'python-intro-quiz': 1, 'python-operators-quiz': 2, 'python-loops-quiz': 3, 'python-lists-quiz': 4,
      'python-conditions-quiz': 5, 'python-functions-quiz': 6, 'python-dictionaries-quiz': 7, 'python-classes-quiz': 8,
    };
    for (const language of readdirSync(root)) {
      for (const file of readdirSync(path.join(root, language))) {
        const chapter = chapters[file.replace(/\.json$/, '')];
        expect(chapter, `${language}/${file}`).toBeDefined();
        const english = findQuiz('python', chapter ?? 0);
        const texts = quizTextsSchema.parse(JSON.parse(readFileSync(path.join(root, language, file), 'utf8')));
        for (const [id, question] of Object.entries(texts.questions ?? {})) {
          const original = english?.questions.find((q) => q.id === Number(id));
          expect(original, `${language}/${file} question ${id}`).toBeDefined();
          if (question.code !== undefined) expect(question.code.replace(/#.*$/gm, '')).toBe(original?.code?.replace(/#.*$/gm, ''));
          for (const index of Object.keys(question.answers ?? {})) expect(original?.answers[Number(index)], `${language}/${file} ${id}/${index}`).toBeDefined();
        }
      }
    }
  });
});
