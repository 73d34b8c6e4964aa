import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findQuiz } from './index.ts';
import { QUIZ_CHAPTERS, loadLocalizedQuiz, loadQuizTexts, mergeQuizTexts, quizTextsSchema } from './translations.ts';

/**
 * The bits of Python a quiz text names in plain prose (calls, dotted names, snake_case and dunder names):
 * a translation keeps each one as it is, since the child types them.
 */
function codeTokens(text: string): string[] {
  return text.match(/[A-Za-z_][\w.]*\([^()]*\)|[A-Za-z_]\w*\.[A-Za-z_][\w.]*|__\w+__|\b[a-z]+_[a-z_]+\b/g) ?? [];
}

/** The English code tokens a translation lost. */
function lostCode(english: string, translated: string): string[] {
  return codeTokens(english).filter((token) => !translated.includes(token));
}

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
    for (const language of readdirSync(root)) {
      for (const file of readdirSync(path.join(root, language))) {
        const chapter = QUIZ_CHAPTERS.get(file.replace(/\.json$/, ''));
        expect(chapter, `${language}/${file}`).toBeDefined();
        const english = chapter && findQuiz(chapter.courseId, chapter.chapterId);
        const texts = quizTextsSchema.parse(JSON.parse(readFileSync(path.join(root, language, file), 'utf8')));
        for (const [id, question] of Object.entries(texts.questions ?? {})) {
          const original = english?.questions.find((q) => q.id === Number(id));
          expect(original, `${language}/${file} question ${id}`).toBeDefined();
          if (question.code !== undefined) expect(question.code.replace(/#.*$/gm, '')).toBe(original?.code?.replace(/#.*$/gm, ''));
          const where = `${language}/${file} ${id}`;
          if (question.question !== undefined) expect(lostCode(original?.question ?? '', question.question), where).toEqual([]);
          for (const [index, answer] of Object.entries(question.answers ?? {})) {
            const originalAnswer = original?.answers[Number(index)];
            expect(originalAnswer, `${where}/${index}`).toBeDefined();
            if (answer.text !== undefined) expect(lostCode(originalAnswer?.text ?? '', answer.text), `${where}/${index} text`).toEqual([]);
            if (answer.explanation !== undefined) {
              expect(lostCode(originalAnswer?.explanation ?? '', answer.explanation), `${where}/${index} explanation`).toEqual([]);
            }
          }
        }
      }
    }
  });

  it('translates every chapter quiz of both courses into Spanish, German and Arabic', async () => {
    for (const [stem, { courseId, chapterId }] of QUIZ_CHAPTERS) {
      const english = findQuiz(courseId, chapterId);
      for (const language of ['es', 'de', 'ar']) {
        const texts = await loadQuizTexts(courseId, chapterId, language);
        expect(texts.title, `${language}/${stem}`).toBeDefined();
        expect(Object.keys(texts.questions ?? {}).length, `${language}/${stem} questions`).toBe(english?.questions.length);
      }
    }
  });

  it('lostCode finds a translated call, method or name and accepts code kept as it is', () => {
    expect(lostCode('What does next(steps) give?', '¿Qué da next(steps)?')).toEqual([]);
    expect(lostCode('What does next(steps) give?', '¿Qué da siguiente(pasos)?')).toEqual(['next(steps)']);
    expect(lostCode('Use json.loads first', 'Usa primero json.cargar')).toEqual(['json.loads']);
    expect(lostCode('Set wrapper.calls = 0 in __init__', 'Pon wrapper.calls = 0 en __inicio__')).toEqual(['__init__']);
  });
});
