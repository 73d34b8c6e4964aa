import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiRequest,
  quizAnswerResponseSchema,
  quizResponseSchema,
  quizReviewResponseSchema,
  type QuizAnswerResponse,
  type QuizResponse,
} from '@codehop/api';

export const quizKey = (courseId: string, chapterId: number) => ['quiz', courseId, chapterId] as const;

/** GET /api/quiz/{course}/{chapter}: the questions and the chosen student's standing. */
export function useQuiz(courseId: string, chapterId: number) {
  return useQuery({
    queryKey: quizKey(courseId, chapterId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/quiz/${encodeURIComponent(courseId)}/${chapterId}`, { schema: quizResponseSchema, signal }),
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: 5_000,
  });
}

/**
 * POST .../question/{id}/answer. A stored answer refreshes the quiz and the course (the drawer's
 * tick); a visitor's answer only updates the question's state in this tab.
 */
export function useAnswerQuestion(courseId: string, chapterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, answer }: { questionId: number; answer: number }) =>
      apiRequest(`/api/quiz/${encodeURIComponent(courseId)}/${chapterId}/question/${questionId}/answer`, {
        method: 'POST',
        body: { answer },
        schema: quizAnswerResponseSchema,
      }),
    onSuccess: async (result: QuizAnswerResponse, { questionId }) => {
      if (!result.saved) {
        queryClient.setQueryData<QuizResponse>(quizKey(courseId, chapterId), (quiz) => {
          if (!quiz) return quiz;
          const questions = quiz.questions.map((question) =>
            question.id !== questionId || question.state === 'right'
              ? question
              : { ...question, state: result.correct ? ('right' as const) : ('missed' as const) },
          );
          const score = questions.filter((question) => question.state === 'right').length;
          return { ...quiz, questions, score, complete: score === questions.length };
        });
        return;
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: quizKey(courseId, chapterId) }),
        queryClient.invalidateQueries({ queryKey: ['course', courseId] }),
      ]);
    },
  });
}

/** GET /api/quiz/{course}/{chapter}/student/{id}: the review of one child's answers. */
export function useQuizReview(courseId: string, chapterId: number, studentId: number) {
  return useQuery({
    queryKey: ['quiz-review', courseId, chapterId, studentId],
    queryFn: ({ signal }) =>
      apiRequest(`/api/quiz/${encodeURIComponent(courseId)}/${chapterId}/student/${studentId}`, {
        schema: quizReviewResponseSchema,
        signal,
      }),
    retry: false,
  });
}
