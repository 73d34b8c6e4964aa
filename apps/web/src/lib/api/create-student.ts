import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, studentSchema, type Student, type StudentCreateRequest } from '@codehop/api';
import { STUDENTS_LIMIT_QUERY_KEY } from './students-limit.ts';
import { STUDENTS_QUERY_KEY } from './students.ts';

/** POST /api/profile/students: a new student for this parent (403 past the limit, 409 name taken). */
export function createStudent(body: StudentCreateRequest): Promise<Student> {
  return apiRequest('/api/profile/students', { method: 'POST', body, schema: studentSchema });
}

export function useCreateStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStudent,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: STUDENTS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: STUDENTS_LIMIT_QUERY_KEY });
    },
  });
}
