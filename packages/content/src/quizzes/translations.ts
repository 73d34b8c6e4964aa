import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { CourseId } from '../courses/index.ts';
import { findQuiz } from './index.ts';
import type { ChapterQuiz } from './quiz-schema.ts';

/**
 * Chapter quizzes in more languages than English: `quizzes/i18n/<code>/<quiz file>.json` holds the
 * title and, by question id, the question, and by answer index (0-based, the order in the quiz) the
 * answer's text and explanation. Every field is optional: English stands in for whatever a
 * translation lacks. Code and which answer is right are never translated. Each file is read once.
 */
const answerTextsSchema = z.strictObject({
  text: z.string().min(1).optional(),
  explanation: z.string().min(1).optional(),
});

const questionTextsSchema = z.strictObject({
  question: z.string().min(1).optional(),
  /** The snippet with its comments translated; its Python stays exactly the same. */
  code: z.string().min(1).optional(),
  answers: z.record(z.string().regex(/^\d+$/), answerTextsSchema).optional(),
});

export const quizTextsSchema = z.strictObject({
  title: z.string().min(1).optional(),
  questions: z.record(z.string().regex(/^\d+$/), questionTextsSchema).optional(),
});
export type QuizTexts = z.infer<typeof quizTextsSchema>;

/** The quiz file stem of each course's chapter quizzes that have translations. */
const QUIZ_FILES: Readonly<Record<string, string>> = {
  'python/1': 'python-intro-quiz',
  'python/2': 'python-operators-quiz',
  'python/3': 'python-loops-quiz',
  'python/4': 'python-lists-quiz',
  'python/5': 'python-conditions-quiz',
  'python/6': 'python-functions-quiz',
  'python/7': 'python-dictionaries-quiz',
  'python/8': 'python-classes-quiz',
  'advanced-python/1': 'advanced-generators-quiz',
  'advanced-python/2': 'advanced-functions-quiz',
  'advanced-python/3': 'advanced-lists-quiz',
  'advanced-python/4': 'advanced-async-quiz',
  'advanced-python/5': 'advanced-classes-quiz',
  'advanced-python/6': 'advanced-decorators-quiz',
  'advanced-python/7': 'advanced-exceptions-quiz',
  'advanced-python/8': 'advanced-math-quiz',
  'advanced-python/9': 'advanced-string-time-quiz',
  'advanced-python/10': 'advanced-serialization-quiz',
};

/** Which course and chapter a translation file belongs to, by its file stem. */
export const QUIZ_CHAPTERS: ReadonlyMap<string, { courseId: CourseId; chapterId: number }> = new Map(
  Object.entries(QUIZ_FILES).map(([key, stem]) => {
    const [courseId, chapterId] = key.split('/');
    return [stem, { courseId: courseId as CourseId, chapterId: Number(chapterId) }];
  }),
);

const LANGUAGE = /^[a-z]{2}$/;
const directory = path.join(path.dirname(fileURLToPath(import.meta.url)), 'i18n');
const cache = new Map<string, Promise<QuizTexts>>();

async function readQuizTexts(file: string): Promise<QuizTexts> {
  try {
    return quizTextsSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new Error(`Bad quiz translation file ${file}`, { cause: error });
  }
}

/** A chapter quiz's texts in a language ({} for English, an unknown code or a quiz without a translation). */
export function loadQuizTexts(courseId: CourseId, chapterId: number, language: string): Promise<QuizTexts> {
  const stem = QUIZ_FILES[`${courseId}/${chapterId}`];
  if (language === 'en' || !LANGUAGE.test(language) || !stem) return Promise.resolve({});
  const file = path.join(directory, language, `${stem}.json`);
  let entry = cache.get(file);
  if (!entry) {
    entry = readQuizTexts(file);
    cache.set(file, entry);
  }
  return entry;
}

/** The quiz with a translation's texts laid over the English, field by field. */
export function mergeQuizTexts(quiz: ChapterQuiz, texts: QuizTexts): ChapterQuiz {
  return {
    ...quiz,
    title: texts.title ?? quiz.title,
    questions: quiz.questions.map((question) => {
      const translated = texts.questions?.[String(question.id)];
      if (!translated) return question;
      return {
        ...question,
        question: translated.question ?? question.question,
        ...(question.code !== undefined ? { code: translated.code ?? question.code } : {}),
        answers: question.answers.map((answer, index) => {
          const answerTexts = translated.answers?.[String(index)];
          return {
            ...answer,
            text: answerTexts?.text ?? answer.text,
            explanation: answerTexts?.explanation ?? answer.explanation,
          };
        }),
      };
    }),
  };
}

/** A chapter's quiz in a language (English where the translation lacks a field), or undefined without a quiz. */
export async function loadLocalizedQuiz(courseId: CourseId, chapterId: number, language: string): Promise<ChapterQuiz | undefined> {
  const quiz = findQuiz(courseId, chapterId);
  if (!quiz) return undefined;
  return mergeQuizTexts(quiz, await loadQuizTexts(courseId, chapterId, language));
}

/** A quiz already found, in a language. */
export async function localizeQuiz(quiz: ChapterQuiz, language: string): Promise<ChapterQuiz> {
  return mergeQuizTexts(quiz, await loadQuizTexts(quiz.courseId as CourseId, quiz.chapterId, language));
}
