import { useQuery } from '@tanstack/react-query';
import {
  apiRequest,
  challengeDetailSchema,
  challengeListResponseSchema,
  challengeRunResponseSchema,
  type ChallengeRunResponse,
} from '@codehop/api';

export const CHALLENGES_QUERY_KEY = ['challenges'] as const;

/** GET /api/challenge/list: every challenge with the learner's status. */
export function useChallengeList() {
  return useQuery({
    queryKey: [...CHALLENGES_QUERY_KEY, 'list'],
    queryFn: ({ signal }) => apiRequest('/api/challenge/list', { schema: challengeListResponseSchema, signal }),
    retry: false,
  });
}

/** GET /api/challenge/{slug}: the task, starter code, status and last code. */
export function useChallenge(slug: string) {
  return useQuery({
    queryKey: [...CHALLENGES_QUERY_KEY, 'detail', slug],
    queryFn: ({ signal }) => apiRequest(`/api/challenge/${encodeURIComponent(slug)}`, { schema: challengeDetailSchema, signal }),
    retry: false,
  });
}

/** POST /api/challenge/{slug}/run: spends a challenge credit and checks the code against the hidden tests. */
export function runChallenge(slug: string, code: string): Promise<ChallengeRunResponse> {
  return apiRequest(`/api/challenge/${encodeURIComponent(slug)}/run`, {
    method: 'POST',
    body: { code },
    schema: challengeRunResponseSchema,
  });
}
