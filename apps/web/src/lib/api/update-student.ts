import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, studentSchema, type Student, type StudentUpdateRequest } from '@codehop/api';
import { CURRENT_USER_QUERY_KEY } from './current-user.ts';
import { STUDENTS_QUERY_KEY } from './students.ts';

/** PUT /api/profile/students/{student_id} with `{username, character}`; If-Match from `basis` (what the form was filled from). */
export function updateStudent(studentId: number, body: StudentUpdateRequest, basis?: object): Promise<Student> {
  return apiRequest(`/api/profile/students/${studentId}`, {
    method: 'PUT',
    body,
    basis,
    schema: studentSchema,
  });
}

/** The chosen student's name and avatar also show in the current user, so both refresh. */
export function useUpdateStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ studentId, body, basis }: { studentId: number; body: StudentUpdateRequest; basis?: object }) =>
      updateStudent(studentId, body, basis),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: STUDENTS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
  });
}
