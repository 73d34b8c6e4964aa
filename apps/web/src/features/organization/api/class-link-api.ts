import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, bulkCreateResponseSchema, classSchema, schoolStudentSchema, type ClassJoinLinkRequest, type SchoolStudent } from '@codehop/api';
import { z } from 'zod';
import { useSortedByName } from '../../../lib/name-order.ts';

/** PUT classes/{id}/join-link: the class's join link on or off, or a new code (the old link stops working). */
export function useClassJoinLink(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClassJoinLinkRequest) => apiRequest(`/api/organization/classes/${classId}/join-link`, { method: 'PUT', body, schema: classSchema }),
    onSuccess: (klass) => {
      queryClient.setQueryData(['organization', 'class', classId], klass);
      return queryClient.invalidateQueries({ queryKey: ['organization', 'classes'] });
    },
  });
}

/** POST classes/{id}/cards: new passwords for the chosen students (shown once, in the answer). */
export function usePrintNewCards(classId: number) {
  return useMutation({
    mutationFn: (studentIds: readonly number[]) =>
      apiRequest(`/api/organization/classes/${classId}/cards`, { method: 'POST', body: { student_ids: [...studentIds] }, schema: bulkCreateResponseSchema }),
  });
}

const byUsername = (student: SchoolStudent) => student.username;

/** GET students?class_id: the students of one class (to choose whose cards to print), in the reader's alphabetical order. */
export function useClassStudents(classId: number) {
  const select = useSortedByName(byUsername);
  return useQuery({
    queryKey: ['organization', 'students', 'class', classId],
    queryFn: ({ signal }) => apiRequest('/api/organization/students', { query: { class_id: classId }, schema: z.array(schoolStudentSchema), signal }),
    select,
    retry: false,
  });
}
