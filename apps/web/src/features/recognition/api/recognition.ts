import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiRequest,
  badgesResponseSchema,
  certificatesResponseSchema,
  newBadgesResponseSchema,
  publicCertificateResponseSchema,
  seenBadgesResponseSchema,
} from '@codehop/api';

/** GET /api/badges/{student}: every badge, earned or not. */
export function useBadges(studentId: number | null) {
  return useQuery({
    queryKey: ['badges', studentId],
    queryFn: ({ signal }) => apiRequest(`/api/badges/${studentId}`, { schema: badgesResponseSchema, signal }),
    enabled: studentId !== null,
    retry: false,
  });
}

export const newBadgesKey = (studentId: number | null) => ['badges', studentId, 'new'] as const;

/** GET /api/badges/{student}/new: earned and not yet celebrated. */
export function useNewBadges(studentId: number | null) {
  return useQuery({
    queryKey: newBadgesKey(studentId),
    queryFn: ({ signal }) => apiRequest(`/api/badges/${studentId}/new`, { schema: newBadgesResponseSchema, signal }),
    enabled: studentId !== null,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** POST /api/badges/{student}/seen: the celebration was shown. */
export function useMarkBadgesSeen(studentId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      apiRequest(`/api/badges/${studentId}/seen`, { method: 'POST', body: { ids }, schema: seenBadgesResponseSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['badges', studentId] }),
  });
}

/** GET /api/certificates/{student}. */
export function useCertificates(studentId: number | null) {
  return useQuery({
    queryKey: ['certificates', studentId],
    queryFn: ({ signal }) => apiRequest(`/api/certificates/${studentId}`, { schema: certificatesResponseSchema, signal }),
    enabled: studentId !== null,
    retry: false,
  });
}

/** GET /api/certificate/{id}: the public page's data; a 404 means the number is not genuine. */
export function usePublicCertificate(certificateId: string) {
  return useQuery({
    queryKey: ['certificate', certificateId],
    queryFn: ({ signal }) => apiRequest(`/api/certificate/${encodeURIComponent(certificateId)}`, { schema: publicCertificateResponseSchema, signal }),
    retry: false,
  });
}
