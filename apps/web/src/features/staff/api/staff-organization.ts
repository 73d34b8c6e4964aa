import { useQuery } from '@tanstack/react-query';
import { apiRequest, staffOrganizationSchema } from '@codehop/api';

/** GET /api/staff/organizations/{id}: the school's admins, teachers, size, tier and payments. */
export function useStaffOrganization(organizationId: number) {
  return useQuery({
    queryKey: ['staff', 'organization', organizationId],
    queryFn: ({ signal }) =>
      apiRequest(`/api/staff/organizations/${organizationId}`, {
        schema: staffOrganizationSchema,
        signal,
      }),
    retry: false,
  });
}
