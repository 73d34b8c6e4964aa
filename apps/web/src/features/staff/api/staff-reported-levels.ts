import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, creativeModerationResponseSchema, staffReportedLevelSchema } from '@codehop/api';
import { z } from 'zod';

/** GET /api/staff/reported-levels: creative levels players reported, with their reports. */
export function useStaffReportedLevels() {
  return useQuery({
    queryKey: ['staff', 'reported-levels'],
    queryFn: ({ signal }) =>
      apiRequest('/api/staff/reported-levels', { schema: z.array(staffReportedLevelSchema), signal }),
    retry: false,
  });
}

/** POST /api/level/creative/{id}/hide or /unhide: staff take a level out of the lists, or put it back. */
export function useModerateReportedLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ levelId, action }: { levelId: number; action: 'hide' | 'unhide' }) =>
      apiRequest(`/api/level/creative/${levelId}/${action}`, { method: 'POST', schema: creativeModerationResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'reported-levels'] }),
  });
}
