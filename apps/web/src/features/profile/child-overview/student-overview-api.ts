import { useQuery } from '@tanstack/react-query';
import { apiRequest, studentOverviewResponseSchema, type StudentOverview } from '@codehop/api';
import { useLocale } from '../../../lib/use-locale.ts';

/** GET /api/profile/students/{id}/overview?lng: one child's page (404 for anyone but its own parent). */
export function fetchStudentOverview(studentId: number, language: string, signal?: AbortSignal): Promise<StudentOverview> {
  return apiRequest(`/api/profile/students/${studentId}/overview`, {
    schema: studentOverviewResponseSchema,
    query: { lng: language === 'en' ? undefined : language },
    signal,
  });
}

export const STUDENT_OVERVIEW_KEY = ['student-overview'] as const;

export function useStudentOverview(studentId: number | null) {
  const language = useLocale();
  return useQuery({
    queryKey: [...STUDENT_OVERVIEW_KEY, studentId, language],
    queryFn: ({ signal }) => fetchStudentOverview(studentId ?? 0, language, signal),
    enabled: studentId !== null,
    retry: false,
  });
}
