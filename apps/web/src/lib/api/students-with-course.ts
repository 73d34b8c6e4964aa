import { useQuery } from '@tanstack/react-query';
import { apiRequest, studentSchema } from '@codehop/api';
import { z } from 'zod';

/**
 * GET /api/profile/{course}/students/purchased: the family's children who have the course, so a
 * refusal of a paid level can say which child has it. Families only; never retried.
 */
export function useStudentsWithCourse(course: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['payment', 'purchased', course],
    queryFn: ({ signal }) =>
      apiRequest(`/api/profile/${encodeURIComponent(course ?? '')}/students/purchased`, { schema: z.array(studentSchema), signal }),
    enabled: enabled && course !== undefined,
    retry: false,
  });
}
