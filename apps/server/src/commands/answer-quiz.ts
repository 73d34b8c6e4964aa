import type { ChapterQuiz } from '@codehop/content';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { quizAnswers, quizResults } from '../db/schema.ts';

export interface QuizStanding {
  /** Questions answered right at least once. */
  score: number;
  /** Questions whose first answer was right. */
  firstTryScore: number;
  complete: boolean;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Stores one answer of a student and recomputes their result, in one transaction under the lock
 * of the result row, so parallel answers of one child never lose a count. The quiz is complete
 * once every question has been answered right once, and stays complete.
 */
export async function answerQuiz(
  db: Db,
  now: Date,
  studentId: number,
  quiz: ChapterQuiz,
  questionId: number,
  answerIndex: number,
  correct: boolean,
): Promise<QuizStanding> {
  const key = and(
    eq(quizResults.studentId, studentId),
    eq(quizResults.courseId, quiz.courseId),
    eq(quizResults.chapterId, quiz.chapterId),
  );
  return db.transaction(async (tx) => {
    await tx
      .insert(quizResults)
      .values({ studentId, courseId: quiz.courseId, chapterId: quiz.chapterId, questions: quiz.questions.length, updatedAt: now })
      .onConflictDoNothing();
    await tx.select({ studentId: quizResults.studentId }).from(quizResults).where(key).for('update');
    await tx.insert(quizAnswers).values({
      studentId,
      courseId: quiz.courseId,
      chapterId: quiz.chapterId,
      questionId,
      answerIndex,
      correct,
      answeredAt: now,
    });
    const standing = await computeStanding(tx, studentId, quiz);
    await tx
      .update(quizResults)
      .set({
        questions: quiz.questions.length,
        score: standing.score,
        firstTryScore: standing.firstTryScore,
        completedAt: standing.complete ? sql`coalesce(${quizResults.completedAt}, ${now.toISOString()}::timestamptz)` : quizResults.completedAt,
        updatedAt: now,
      })
      .where(key);
    return standing;
  });
}

/** Every answer of a student to one quiz, oldest first. */
export function answersOf(db: Db | Tx, studentId: number, quiz: Pick<ChapterQuiz, 'courseId' | 'chapterId'>) {
  return db
    .select({
      questionId: quizAnswers.questionId,
      answerIndex: quizAnswers.answerIndex,
      correct: quizAnswers.correct,
      answeredAt: quizAnswers.answeredAt,
    })
    .from(quizAnswers)
    .where(
      and(
        eq(quizAnswers.studentId, studentId),
        eq(quizAnswers.courseId, quiz.courseId),
        eq(quizAnswers.chapterId, quiz.chapterId),
      ),
    )
    .orderBy(asc(quizAnswers.answeredAt), asc(quizAnswers.id));
}

/** Per question: never answered, missed (last answer wrong and never right), or right once. */
export function questionStates(
  quiz: ChapterQuiz,
  answers: readonly { questionId: number; correct: boolean }[],
): Map<number, 'unanswered' | 'missed' | 'right'> {
  const states = new Map<number, 'unanswered' | 'missed' | 'right'>();
  for (const question of quiz.questions) states.set(question.id, 'unanswered');
  for (const answer of answers) {
    if (!states.has(answer.questionId) || states.get(answer.questionId) === 'right') continue;
    states.set(answer.questionId, answer.correct ? 'right' : 'missed');
  }
  return states;
}

export function standingOf(quiz: ChapterQuiz, answers: readonly { questionId: number; correct: boolean }[]): QuizStanding {
  const states = questionStates(quiz, answers);
  const first = new Map<number, boolean>();
  for (const answer of answers) if (!first.has(answer.questionId)) first.set(answer.questionId, answer.correct);
  const score = [...states.values()].filter((state) => state === 'right').length;
  const firstTryScore = quiz.questions.filter((question) => first.get(question.id) === true).length;
  return { score, firstTryScore, complete: score === quiz.questions.length };
}

async function computeStanding(tx: Tx, studentId: number, quiz: ChapterQuiz): Promise<QuizStanding> {
  return standingOf(quiz, await answersOf(tx, studentId, quiz));
}
