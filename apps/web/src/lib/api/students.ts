import { useQuery } from '@tanstack/react-query';
import { apiRequest, studentSchema, type Student } from '@codehop/api';
import { z } from 'zod';

export const STUDENTS_QUERY_KEY = ['profile', 'students'] as const;

/**
 * GET /api/profile/students: the parent's students, oldest first. School staff choose among the
 * students they teach instead (GET /api/organization/students, the same fields and more).
 */
export function fetchStudents(signal?: AbortSignal, schoolStaff = false): Promise<Student[]> {
  return apiRequest(schoolStaff ? '/api/organization/students' : '/api/profile/students', { schema: z.array(studentSchema), signal });
}

/** Teachers and admins of a school (they play as one of their students). */
export function isSchoolStaff(user: { organization_id: number | null; is_student: boolean } | null | undefined): boolean {
  return user !== null && user !== undefined && user.organization_id !== null && !user.is_student;
}

/**
 * spec/platform.md §7: only when signed in, no retries, no refetch on focus. Each time the list is
 * wanted again (the "Who is playing?" dialog opens) it is asked afresh: the children play between
 * two openings, and a list kept from before would call a child who has played since "Not started yet".
 */
export function studentsQuery(enabled: boolean, schoolStaff = false) {
  return {
    queryKey: [...STUDENTS_QUERY_KEY, schoolStaff],
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchStudents(signal, schoolStaff),
    enabled,
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: 0,
  } as const;
}

export function useStudents(enabled: boolean, schoolStaff = false) {
  return useQuery(studentsQuery(enabled, schoolStaff));
}
