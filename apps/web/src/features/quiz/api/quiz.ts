import { useTranslation } from 'react-i18next';
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
/** The page's language as the server reads it: no lng for English, like the course fetch. */
const languageQuery = (language: string) => ({ lng: language === 'en' ? undefined : language });

/** GET /api/quiz/{course}/{chapter}?lng: the questions (in the page's language) and the chosen student's standing. */
export function useQuiz(courseId: string, chapterId: number) {
  const language = useTranslation().i18n.language;
  return useQuery({
    queryKey: [...quizKey(courseId, chapterId), language],
    queryFn: ({ signal }) =>
      apiRequest(`/api/quiz/${encodeURIComponent(courseId)}/${chapterId}`, {
        schema: quizResponseSchema,
        query: languageQuery(language),
        signal,
      }),
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
  const language = useTranslation().i18n.language;
  return useMutation({
    mutationFn: ({ questionId, answer }: { questionId: number; answer: number }) =>
      apiRequest(`/api/quiz/${encodeURIComponent(courseId)}/${chapterId}/question/${questionId}/answer`, {
        method: 'POST',
        body: { answer },
        query: languageQuery(language),
        schema: quizAnswerResponseSchema,
      }),
    onSuccess: async (result: QuizAnswerResponse, { questionId }) => {
      if (!result.saved) {
        queryClient.setQueryData<QuizResponse>([...quizKey(courseId, chapterId), language], (quiz) => {
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
  const language = useTranslation().i18n.language;
  return useQuery({
    queryKey: ['quiz-review', courseId, chapterId, studentId, language],
    queryFn: ({ signal }) =>
      apiRequest(`/api/quiz/${encodeURIComponent(courseId)}/${chapterId}/student/${studentId}`, {
        schema: quizReviewResponseSchema,
        query: languageQuery(language),
        signal,
      }),
    retry: false,
  });
}
