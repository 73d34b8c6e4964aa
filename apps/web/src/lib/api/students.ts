import { useQuery } from '@tanstack/react-query';
import { apiRequest, studentSchema, type Student } from '@codehop/api';
import { z } from 'zod';

export const STUDENTS_QUERY_KEY = ['profile', 'students'] as const;

/** GET /api/profile/students: the parent's students, oldest first. */
export function fetchStudents(signal?: AbortSignal): Promise<Student[]> {
  return apiRequest('/api/profile/students', { schema: z.array(studentSchema), signal });
}

/** spec/platform.md §7: only when signed in, no retries, no refetch on focus. */
export function useStudents(enabled: boolean) {
  return useQuery({
    queryKey: STUDENTS_QUERY_KEY,
    queryFn: ({ signal }) => fetchStudents(signal),
    enabled,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
