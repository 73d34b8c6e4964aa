import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';

const QUIZZES = path.join(process.cwd(), 'packages/content/src/quizzes');

/** The right answer's text of each question of a chapter quiz, read from its content file, in question order. */
function rightAnswerTexts(file: string): string[] {
  return readFileSync(path.join(QUIZZES, file), 'utf8')
    .split(/\n\s*\{\n\s*id: \d+,/)
    .slice(1)
    .map((block) => {
      const match = /text: (['"])((?:\\.|(?!\1).)*)\1, correct: true/.exec(block);
      return (match?.[2] ?? '').replace(/\\(.)/g, '$1');
    });
}

/**
 * Where the right answer of each question is shown to the player of this browser: each player sees
 * the answers in an order of their own (the server's quiz-answer-order), and answers by the index
 * shown, so the spec reads that order through the call the quiz screen makes.
 */
export async function shownRightAnswers(request: APIRequestContext, chapterId: number, file: string, headers: Record<string, string> = {}): Promise<number[]> {
  const texts = rightAnswerTexts(file);
  const served = (await (await request.get(`/api/quiz/python/${chapterId}`, { headers })).json()) as { questions: { answers: string[] }[] };
  return served.questions.map((question, index) => question.answers.indexOf(texts[index] ?? ''));
}
