import { useQuery } from '@tanstack/react-query';
import { apiRequest, studentSchema } from '@codehop/api';
import { z } from 'zod';

/** GET /api/profile/{course}/students/not-purchased: the children a course purchase could go to. */
export function useStudentsNotPurchased(course: string | null) {
  return useQuery({
    queryKey: ['payment', 'not-purchased', course],
    queryFn: ({ signal }) =>
      apiRequest(`/api/profile/${encodeURIComponent(course ?? '')}/students/not-purchased`, { schema: z.array(studentSchema), signal }),
    enabled: course !== null && course !== '',
    retry: false,
  });
}
