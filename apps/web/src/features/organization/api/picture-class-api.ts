import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, classPictureLinkSchema, pictureClassSchema } from '@codehop/api';

const linkKey = (classId: number) => ['organization', 'class', classId, 'picture-link'] as const;

/** GET classes/{id}/picture-link: the secret of the class's picture login page, made when first asked (so only once the teacher opens the panel). */
export function useClassPictureLink(classId: number, enabled: boolean) {
  return useQuery({
    queryKey: linkKey(classId),
    queryFn: ({ signal }) => apiRequest(`/api/organization/classes/${classId}/picture-link`, { schema: classPictureLinkSchema, signal }),
    enabled,
    retry: false,
  });
}

/** POST classes/{id}/picture-link: a new address; the old picture login page stops working. */
export function useRenewClassPictureLink(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`/api/organization/classes/${classId}/picture-link`, { method: 'POST', schema: classPictureLinkSchema }),
    onSuccess: (link) => queryClient.setQueryData(linkKey(classId), link),
  });
}

/** GET picture-class/{token}: the class's names to tap, in the reader's alphabetical order. */
export function usePictureClass(token: string, locale: string) {
  return useQuery({
    queryKey: ['organization', 'picture-class', token, locale],
    queryFn: ({ signal }) => apiRequest(`/api/organization/picture-class/${encodeURIComponent(token)}`, { query: { locale }, schema: pictureClassSchema, signal }),
    retry: false,
  });
}
