import { useQuery } from '@tanstack/react-query';
import { apiRequest, guideAnswersResponseSchema, type GuideAnswers } from '@codehop/api';

/** GET /api/guide/{course}/{chapter}/answers?lng: solutions and the quiz key (teachers and school admins). */
export function fetchGuideAnswers(course: string, chapter: number, language: string, signal?: AbortSignal): Promise<GuideAnswers> {
  return apiRequest(`/api/guide/${encodeURIComponent(course)}/${chapter}/answers`, {
    schema: guideAnswersResponseSchema,
    query: { lng: language === 'en' ? undefined : language },
    signal,
  });
}

/** Asked only when someone is signed in: the server decides whether they may see the answers. */
export function useGuideAnswers(course: string, chapter: number, language: string, signedIn: boolean) {
  return useQuery({
    queryKey: ['guide-answers', course, chapter, language],
    queryFn: ({ signal }) => fetchGuideAnswers(course, chapter, language, signal),
    enabled: signedIn,
    retry: false,
    staleTime: 60_000,
  });
}
