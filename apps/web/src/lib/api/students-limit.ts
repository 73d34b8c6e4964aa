import { useQuery } from '@tanstack/react-query';
import { apiRequest, studentsLimitResponseSchema, type StudentsLimitResponse } from '@codehop/api';

export const STUDENTS_LIMIT_QUERY_KEY = ['profile', 'students-limit'] as const;

/** GET /api/profile/check-students-limit: how many students the parent has and may have. */
export function fetchStudentsLimit(signal?: AbortSignal): Promise<StudentsLimitResponse> {
  return apiRequest('/api/profile/check-students-limit', {
    schema: studentsLimitResponseSchema,
    signal,
  });
}

export function useStudentsLimit(enabled: boolean) {
  return useQuery({
    queryKey: STUDENTS_LIMIT_QUERY_KEY,
    queryFn: ({ signal }) => fetchStudentsLimit(signal),
    enabled,
    retry: false,
  });
}
