import { useQuery } from '@tanstack/react-query';
import {
  apiRequest,
  creditResponseSchema,
  type CreditResponse,
  type ExecutionType,
} from '@codehop/api';

export const CREDIT_QUERY_KEY = ['credit'] as const;

/** GET /api/credit/{execution_type}: today's attempts against the caller's limit (null = unlimited). */
export function fetchCredit(
  executionType: ExecutionType,
  signal?: AbortSignal,
): Promise<CreditResponse> {
  return apiRequest(`/api/credit/${executionType}`, { schema: creditResponseSchema, signal });
}

/**
 * The attempt counter for the play screen and challenges. Invalidate `['credit']` after a run;
 * choosing a student refreshes it with every other session-bound answer.
 */
export function useCredit(executionType: ExecutionType) {
  return useQuery({
    queryKey: [...CREDIT_QUERY_KEY, executionType],
    queryFn: ({ signal }) => fetchCredit(executionType, signal),
    staleTime: 0,
    retry: false,
  });
}
