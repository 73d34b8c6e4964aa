import { useQuery } from '@tanstack/react-query';
import { apiRequest, campaignAudienceSchema } from '@codehop/api';

/** GET /api/user/campaign_audience: how many accounts "Queue for everyone" reaches (asked fresh each time it opens). */
export function useCampaignAudience(enabled: boolean) {
  return useQuery({
    queryKey: ['staff', 'campaign-audience'],
    queryFn: ({ signal }) =>
      apiRequest('/api/user/campaign_audience', { schema: campaignAudienceSchema, signal }),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
