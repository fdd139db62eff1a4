import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateFor } from '../../../app/invalidatesFor.ts';
import { apiFetch } from '../../../shared/api/apiFetch.ts';
import { failureMessage } from '../../../shared/api/failureMessage.ts';
import { useToast } from '../../../shared/toast/useToast.ts';
import { campaignPath, campaignsQueries } from './campaignsQueries.ts';
import type { Campaign, CampaignSendAnswer } from './campaignTypes.ts';
import { campaignSentToast, isNewerProgress } from './sendProgress.ts';

export const SEND_FAILED_MESSAGE = 'Failed to send campaign';

/**
 * POST /api/campaigns/{id}/send (no body): the audience is verified and the e-mails go out. The
 * answer's progress is shown at once (the live updates carry it on), 'Campaign Sent' says what the
 * verification found ('Campaign Not Sent' when it left no one), 'Campaign Failed' the server's reason; the campaigns reload either way.
 */
export function useSendCampaign() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (campaign: Pick<Campaign, 'id'>) => apiFetch<CampaignSendAnswer>(`${campaignPath(campaign.id)}/send`, { method: 'POST' }),
    onSuccess: (answer, campaign) => {
      const { queryKey } = campaignsQueries.sendProgress(campaign.id);
      if (isNewerProgress(queryClient.getQueryData(queryKey), answer.progress)) queryClient.setQueryData(queryKey, answer.progress);
      toast(campaignSentToast(answer.verificationStats ?? answer.progress.verificationStats));
    },
    onError: (error) => {
      toast({ title: 'Campaign Failed', description: failureMessage(error, SEND_FAILED_MESSAGE), variant: 'destructive' });
    },
    onSettled: () => invalidateFor(queryClient, ['campaign_progress']),
  });
}
