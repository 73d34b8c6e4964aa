import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { quizAnswers } from '../db/schema.ts';

/** The key of one student's quiz in the map firstTryMisses answers. */
export const quizKeyOf = (studentId: number, courseId: string, chapterId: number) => `${studentId}:${courseId}:${chapterId}`;

/**
 * Per student and chapter quiz, the questions whose FIRST answer was wrong, in question order. A
 * quiz is passed once every question was right once (a miss shows the right answer, which the child
 * may then pick), so the score alone says "7 of 7" for a child who knew 6; the teacher's pages and
 * the CSV show these misses beside the first-try score. One query over the students' answers.
 */
export async function firstTryMisses(db: Db, studentIds: readonly number[], courseId?: string): Promise<Map<string, number[]>> {
  const misses = new Map<string, number[]>();
  if (studentIds.length === 0) return misses;
  const rows = await db
    .select({ studentId: quizAnswers.studentId, courseId: quizAnswers.courseId, chapterId: quizAnswers.chapterId, questionId: quizAnswers.questionId, correct: quizAnswers.correct })
    .from(quizAnswers)
    .where(and(inArray(quizAnswers.studentId, [...studentIds]), courseId === undefined ? undefined : eq(quizAnswers.courseId, courseId)))
    .orderBy(asc(quizAnswers.answeredAt), asc(quizAnswers.id));
  const seen = new Set<string>();
  for (const row of rows) {
    const key = quizKeyOf(row.studentId, row.courseId, row.chapterId);
    const question = `${key}:${row.questionId}`;
    if (seen.has(question)) continue;
    seen.add(question);
    if (row.correct) continue;
    misses.set(key, [...(misses.get(key) ?? []), row.questionId].sort((a, b) => a - b));
  }
  return misses;
}
