import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/apiFetch.ts';
import { CAMPAIGNS_PATH, CAMPAIGNS_QUERY_KEY, type CreateCampaignRequest, type SavedCampaign } from '../audience/campaignApi.ts';

/** POST /api/campaigns with Advanced Setup's fields (a draft, or scheduled); the campaign lists reload. */
export function useCreateAdvancedCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCampaignRequest) => apiFetch<SavedCampaign>(CAMPAIGNS_PATH, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CAMPAIGNS_QUERY_KEY }),
  });
}
