import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, organizationPublicSchema, organizationSchema, type OrganizationUpdateRequest } from '@codehop/api';

/** PUT current: the admin edits the school's name, web address and postal address. */
export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    // If-Match from `basis` (the school the form was filled from): a stale copy answers 412.
    mutationFn: ({ body, basis }: { body: OrganizationUpdateRequest; basis?: object }) =>
      apiRequest('/api/organization/current', { method: 'PUT', body, basis, schema: organizationSchema }),
    onSuccess: (school) => {
      queryClient.setQueryData(['organization', 'current'], school);
    },
  });
}

/** GET by-slug: the school's name on its login page (also at a former address). */
export function useSchoolAt(slug: string) {
  return useQuery({
    queryKey: ['organization', 'by-slug', slug],
    queryFn: ({ signal }) => apiRequest('/api/organization/by-slug', { query: { slug }, schema: organizationPublicSchema, signal }),
    enabled: slug.length > 0,
    retry: false,
  });
}
