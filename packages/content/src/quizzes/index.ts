import type { CourseId } from '../courses/index.ts';
import { pythonClassesQuiz } from './python-classes-quiz.ts';
import { pythonConditionsQuiz } from './python-conditions-quiz.ts';
import { pythonDictionariesQuiz } from './python-dictionaries-quiz.ts';
import { pythonFunctionsQuiz } from './python-functions-quiz.ts';
import { pythonIntroQuiz } from './python-intro-quiz.ts';
import { pythonListsQuiz } from './python-lists-quiz.ts';
import { pythonLoopsQuiz } from './python-loops-quiz.ts';
import { pythonOperatorsQuiz } from './python-operators-quiz.ts';
import { advancedGeneratorsQuiz } from './advanced-generators-quiz.ts';
import { advancedFunctionsQuiz } from './advanced-functions-quiz.ts';
import { advancedListsQuiz } from './advanced-lists-quiz.ts';
import { advancedAsyncQuiz } from './advanced-async-quiz.ts';
import { advancedClassesQuiz } from './advanced-classes-quiz.ts';
import { advancedDecoratorsQuiz } from './advanced-decorators-quiz.ts';
import { advancedExceptionsQuiz } from './advanced-exceptions-quiz.ts';
import { advancedMathQuiz } from './advanced-math-quiz.ts';
import { advancedStringTimeQuiz } from './advanced-string-time-quiz.ts';
import { advancedSerializationQuiz } from './advanced-serialization-quiz.ts';
import { chapterQuizSchema, type ChapterQuiz } from './quiz-schema.ts';

export type { ChapterQuiz, QuizAnswer, QuizQuestion } from './quiz-schema.ts';
export { chapterQuizSchema, quizAnswerSchema, quizQuestionSchema } from './quiz-schema.ts';

// Parsed once when the module loads: a broken quiz fails every import, in the tests first.
const QUIZZES: readonly ChapterQuiz[] = [
  pythonIntroQuiz,
  pythonOperatorsQuiz,
  pythonLoopsQuiz,
  pythonListsQuiz,
  pythonConditionsQuiz,
  pythonFunctionsQuiz,
  pythonDictionariesQuiz,
  pythonClassesQuiz,
  advancedGeneratorsQuiz,
  advancedFunctionsQuiz,
  advancedListsQuiz,
  advancedAsyncQuiz,
  advancedClassesQuiz,
  advancedDecoratorsQuiz,
  advancedExceptionsQuiz,
  advancedMathQuiz,
  advancedStringTimeQuiz,
  advancedSerializationQuiz,
].map((quiz) => chapterQuizSchema.parse(quiz));

/** The quiz of a chapter, or undefined when the chapter has none yet. */
export function findQuiz(courseId: CourseId, chapterId: number): ChapterQuiz | undefined {
  return QUIZZES.find((quiz) => quiz.courseId === courseId && quiz.chapterId === chapterId);
}

export function listQuizzes(): readonly ChapterQuiz[] {
  return QUIZZES;
}
