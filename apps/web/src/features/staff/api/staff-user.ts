import { useQuery } from '@tanstack/react-query';
import { apiRequest, staffUserDetailSchema } from '@codehop/api';

/** GET /api/staff/users/{user_id}: the account, its organisation, purchases, students, mail and who viewed it. */
export function useStaffUser(userId: number | null) {
  return useQuery({
    queryKey: ['staff', 'user', userId],
    queryFn: ({ signal }) =>
      apiRequest(`/api/staff/users/${userId}`, { schema: staffUserDetailSchema, signal }),
    enabled: userId !== null,
    retry: false,
  });
}
