/**
 * The address of a chapter's quiz (platform §2: quiz/{courseId}/{chapterId}/question/1). A chapter
 * without an id falls back to `chapter-{n}` (platform §8), counted from 1 in course order.
 */
export function quizPath(courseId: string, chapter: { readonly id: number | string }, chapterIndex: number): string {
  const chapterId = String(chapter.id || `chapter-${chapterIndex + 1}`);
  return `quiz/${courseId}/${chapterId}/question/1`;
}
