import { useQuery } from '@tanstack/react-query';
import { apiRequest, studentSchema, type Student } from '@codehop/api';
import { STUDENTS_QUERY_KEY } from './students.ts';

/** GET /api/profile/students/{student_id}: one of the parent's students (404 for anyone else's). */
export function fetchStudent(studentId: number, signal?: AbortSignal): Promise<Student> {
  return apiRequest(`/api/profile/students/${studentId}`, { schema: studentSchema, signal });
}

export function useStudent(studentId: number | null) {
  return useQuery({
    queryKey: [...STUDENTS_QUERY_KEY, studentId],
    queryFn: ({ signal }) => fetchStudent(studentId ?? 0, signal),
    enabled: studentId !== null,
    retry: false,
  });
}
