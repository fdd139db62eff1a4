import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateFor } from '../../../app/invalidatesFor.ts';
import { apiFetch } from '../../../shared/api/apiFetch.ts';
import { failureMessage } from '../../../shared/api/failureMessage.ts';
import { useToast } from '../../../shared/toast/useToast.ts';
import { campaignPath } from './campaignsQueries.ts';
import type { Campaign } from './campaignTypes.ts';

export type CampaignLifecycleAction = 'pause' | 'resume' | 'cancel';

const DONE: Record<CampaignLifecycleAction, { title: string; description: (name: string) => string }> = {
  pause: { title: 'Campaign Paused', description: (name) => `"${name}" sends nothing more until it is resumed.` },
  resume: { title: 'Campaign Resumed', description: (name) => `"${name}" goes on where it stopped.` },
  cancel: { title: 'Campaign Cancelled', description: (name) => `"${name}" sends nothing more; what was sent stays sent.` },
};

/** POST /api/campaigns/{id}/pause|resume|cancel; the campaign and the list reload; the server's refusal is shown as it says it. */
export function useCampaignLifecycle() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ campaign, action }: { campaign: Pick<Campaign, 'id' | 'name'>; action: CampaignLifecycleAction }) =>
      apiFetch(`${campaignPath(campaign.id)}/${action}`, { method: 'POST', body: {} }),
    onSuccess: (_answer, { campaign, action }) => {
      toast({ title: DONE[action].title, description: DONE[action].description(campaign.name) });
      return invalidateFor(queryClient, ['campaign_progress']);
    },
    onError: (error) => {
      toast({ title: 'Action Failed', description: failureMessage(error, 'The campaign could not be changed. Please try again.'), variant: 'destructive' });
    },
  });
}
