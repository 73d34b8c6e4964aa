import { ANONYMOUS_COOKIE } from '@codehop/api';
import { findQuiz, type CourseId } from '@codehop/content';
import type { FastifyInstance } from 'fastify';

/**
 * For tests: where a player is shown each question's right answer and a wrong one. The quiz serves
 * its answers in an order of the player's own (services/quiz-answer-order.ts) and answers are sent
 * by the index shown, so a test reads the order the way the screen does, through GET, and finds the
 * content's right answer by its text.
 */
export async function shownAnswers(
  app: FastifyInstance,
  course: CourseId,
  chapterId: number,
  headers: Record<string, string>,
): Promise<Map<number, { right: number; wrong: number; shown: string[] }>> {
  const quiz = findQuiz(course, chapterId);
  if (!quiz) throw new Error(`no quiz for ${course} ${chapterId}`);
  const served = await app.inject({ method: 'GET', url: `/api/quiz/${course}/${chapterId}`, headers });
  if (served.statusCode !== 200) throw new Error(`GET quiz: ${served.statusCode} ${served.body}`);
  const body = served.json() as { questions: { id: number; answers: string[] }[] };
  return new Map(
    body.questions.map((question) => {
      const content = quiz.questions.find((candidate) => candidate.id === question.id);
      const rightText = content?.answers.find((answer) => answer.correct)?.text;
      const right = question.answers.indexOf(rightText ?? '');
      return [question.id, { right, wrong: question.answers.findIndex((_, index) => index !== right), shown: question.answers }];
    }),
  );
}

/** A visitor's headers: a fixed anonymous-id cookie, so their GET and their answers share one order. */
export function visitorHeaders(id = 'quiz-visitor-0000000001'): Record<string, string> {
  return { cookie: `${ANONYMOUS_COOKIE}=${id}` };
}
