import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, detailResponseSchema } from '@codehop/api';

/** DELETE /api/organization/students/{id}/picture-tries: the teacher unlocks a pupil's picture login. */
export function useUnlockPictureLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (studentId: number) => apiRequest(`/api/organization/students/${studentId}/picture-tries`, { method: 'DELETE', schema: detailResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organization'] }),
  });
}
