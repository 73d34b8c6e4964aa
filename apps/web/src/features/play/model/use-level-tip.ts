import type { TipResponse } from '@codehop/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CREDIT_QUERY_KEY } from '../../../lib/api/credit.ts';
import { postLevelTip } from '../api/level-tip.ts';
import type { AssistantRefusal } from './assistant.ts';
import { tipRefusalOf } from '../../../components/tip-card/tip-refusal.ts';

export interface LevelTipAsk {
  readonly enabled: boolean;
  /** Which run the tip is for (one request per finished run). */
  readonly run: number;
  readonly courseId: string;
  readonly slug: string;
  readonly code: string;
  readonly errorMessage: string | null;
}

export type LevelTipAnswer =
  | { readonly kind: 'pending' }
  | { readonly kind: 'tip'; readonly tip: TipResponse }
  | { readonly kind: 'refused'; readonly refusal: AssistantRefusal }
  | { readonly kind: 'failed' };

/** The server's tip for a finished run (gameplay §4); the assistant's credit counter is refreshed after it. */
export function useLevelTip(ask: LevelTipAsk): LevelTipAnswer | null {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['level-tip', ask.courseId, ask.slug, ask.run, ask.code],
    queryFn: async () => {
      try {
        return await postLevelTip({ last_prompt: ask.code, course_name: ask.courseId, slug: ask.slug, error_message: ask.errorMessage });
      } finally {
        void queryClient.invalidateQueries({ queryKey: [...CREDIT_QUERY_KEY, 'level_assistant'] });
      }
    },
    enabled: ask.enabled,
    staleTime: Infinity,
    retry: false,
  });
  if (!ask.enabled) return null;
  if (query.isPending) return { kind: 'pending' };
  if (query.isError) {
    const refusal = tipRefusalOf(query.error);
    return refusal === null ? { kind: 'failed' } : { kind: 'refused', refusal };
  }
  return { kind: 'tip', tip: query.data };
}
