import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateFor } from '../../../app/invalidatesFor.ts';
import { apiFetch } from '../../../shared/api/apiFetch.ts';
import { useToast } from '../../../shared/toast/useToast.ts';
import { campaignPath } from './campaignsQueries.ts';
import type { Campaign } from './campaignTypes.ts';

export const COPY_FAILED_MESSAGE = 'Failed to copy campaign. Please try again.';

/** POST /api/campaigns/{id}/copy: a draft named "{name} (Copy)"; the campaigns reload. */
export function useCopyCampaign() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (campaign: Pick<Campaign, 'id'>) => apiFetch<Campaign>(`${campaignPath(campaign.id)}/copy`, { method: 'POST', body: {} }),
    onSuccess: (copy) => {
      toast({ title: 'Campaign Copied', description: `"${copy.name}" has been added as a draft.` });
      return invalidateFor(queryClient, ['campaign_progress']);
    },
    onError: () => {
      toast({ title: 'Copy Failed', description: COPY_FAILED_MESSAGE, variant: 'destructive' });
    },
  });
}
