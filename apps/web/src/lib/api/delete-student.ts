import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, detailResponseSchema } from '@codehop/api';
import { CURRENT_USER_QUERY_KEY } from './current-user.ts';
import { STUDENTS_LIMIT_QUERY_KEY } from './students-limit.ts';
import { STUDENTS_QUERY_KEY } from './students.ts';

/** DELETE /api/profile/students/{student_id}: the student and its progress. */
export function deleteStudent(studentId: number): Promise<{ detail: string }> {
  return apiRequest(`/api/profile/students/${studentId}`, {
    method: 'DELETE',
    schema: detailResponseSchema,
  });
}

/** spec/platform.md §7: after a delete the students list and the students limit refresh. */
export function useDeleteStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStudent,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: STUDENTS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: STUDENTS_LIMIT_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
  });
}
