import type { QuizResponse } from '@codehop/api';

export interface QuizRouteParams {
  courseId: 'python' | 'advanced-python';
  chapterId: number;
}

/** The course and chapter of a quiz route, or null when they cannot be a quiz. */
export function quizRouteParams(params: Readonly<Record<string, string | undefined>>): QuizRouteParams | null {
  const courseId = params.courseId;
  const chapterId = Number(params.chapterId);
  if (courseId !== 'python' && courseId !== 'advanced-python') return null;
  if (!Number.isInteger(chapterId) || chapterId < 1) return null;
  return { courseId, chapterId };
}

/**
 * The questions a retry goes through, fixed when it starts (`?retry=2,5`): a retry of two missed
 * questions is "Question 1 of 2" and "2 of 2", however the answers change the quiz's standing on
 * the way. null: the whole quiz, in order.
 */
export function retryOf(value: string | null): readonly number[] | null {
  if (!value) return null;
  const ids = value.split(',').map(Number).filter((id) => Number.isInteger(id) && id > 0);
  return ids.length > 0 ? [...new Set(ids)] : null;
}

/** The query that starts a retry of the questions not answered right yet (null when there are none). */
export function retryQuery(quiz: QuizResponse): string | null {
  const missed = quiz.questions.filter((question) => question.state !== 'right').map((question) => question.id);
  return missed.length > 0 ? `?retry=${missed.join(',')}` : null;
}

/** The questions this round goes through: the retry's that the quiz has, or all of them. */
function round(quiz: QuizResponse, retry: readonly number[] | null): readonly number[] {
  const all = quiz.questions.map((question) => question.id);
  if (!retry) return all;
  const inRound = retry.filter((id) => all.includes(id));
  return inRound.length > 0 ? inRound : all;
}

/** "Question n of total" for this round (a question outside the round counts in the whole quiz). */
export function questionPlace(quiz: QuizResponse, questionId: number, retry: readonly number[] | null): { n: number; total: number } {
  const ids = round(quiz, retry);
  const index = ids.indexOf(questionId);
  if (index >= 0) return { n: index + 1, total: ids.length };
  return { n: quiz.questions.findIndex((question) => question.id === questionId) + 1, total: quiz.questions.length };
}

/** The question after `currentId` in this round; null: the quiz goes to its result screen. */
export function nextQuestion(quiz: QuizResponse, currentId: number, retry: readonly number[] | null): number | null {
  const ids = round(quiz, retry);
  const index = ids.indexOf(currentId);
  return index >= 0 ? (ids[index + 1] ?? null) : null;
}

/** The chapters of a course as the way back to the game reads them. */
type ChapterLevels = readonly {
  readonly id: number;
  readonly level_data: readonly { readonly slug: string; readonly completed?: boolean; readonly locked?: boolean }[];
}[];

/** The first level of these chapters the learner may play and has not finished. */
function firstUnfinished(chapters: ChapterLevels): string | undefined {
  for (const chapter of chapters) {
    const level = chapter.level_data.find((candidate) => candidate.completed !== true && candidate.locked !== true);
    if (level) return level.slug;
  }
  return undefined;
}

/**
 * Where "Back to the game" leads from a quiz's result: the learner's next unfinished level (issue
 * 41: it led to a level long finished), from the next chapter on after a pass, from this chapter on
 * before it (a class that plays in order keeps the next chapter locked until the quiz is passed, and
 * the result page offers the retry first). With nothing left to play: after a pass the next
 * chapter's first level, before it this chapter's last.
 */
export function backToGamePath(courseId: string, chapterId: number, complete: boolean, chapters: ChapterLevels): string {
  const index = chapters.findIndex((chapter) => chapter.id === chapterId);
  const thisChapter = chapters[index];
  const nextChapter = complete ? chapters.find((chapter) => chapter.id === chapterId + 1) : undefined;
  const unfinished = index >= 0 ? firstUnfinished(chapters.slice(complete ? index + 1 : index)) : undefined;
  const slug = unfinished ?? nextChapter?.level_data[0]?.slug ?? thisChapter?.level_data.at(-1)?.slug;
  return slug ? `play/${courseId}/${slug}` : 'play';
}
