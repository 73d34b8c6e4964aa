import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, chooseStudentResponseSchema, type ChooseStudentResponse } from '@codehop/api';
import { applySessionChange } from './session.ts';

/** POST /api/auth/choose_student/{student_id}: this session now plays as that student. */
export function chooseStudent(studentId: number): Promise<ChooseStudentResponse> {
  return apiRequest(`/api/auth/choose_student/${studentId}`, {
    method: 'POST',
    schema: chooseStudentResponseSchema,
  });
}

/** On success the current user and every student-bound answer are fetched again (spec §7). */
export function useChooseStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseStudent,
    onSuccess: () => applySessionChange(queryClient, undefined),
  });
}
