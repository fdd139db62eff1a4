import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/apiFetch.ts';
import { failureMessage } from '../../../shared/api/failureMessage.ts';
import { useToast } from '../../../shared/toast/useToast.ts';
import { campaignPath, type CampaignTestQueued } from '../audience/campaignApi.ts';

/**
 * POST /api/campaigns/{id}/test {testEmail}: the campaign's first e-mail, filled in with sample
 * values, to one address. 'Test Email Sent' with the server's words (simulated by the sandbox when
 * no mailbox sends), else 'Failed to Send Test Email' with the reason.
 */
export function useSendCampaignTest(campaignId: string, onSent: () => void) {
  const toast = useToast();
  return useMutation({
    mutationFn: (testEmail: string) => apiFetch<CampaignTestQueued>(`${campaignPath(campaignId)}/test`, { method: 'POST', body: { testEmail: testEmail.trim() } }),
    onSuccess: (queued) => {
      toast({ title: 'Test Email Sent', description: queued.simulation ? 'Test email simulated successfully' : queued.message });
      onSent();
    },
    onError: (error) => toast({ title: 'Failed to Send Test Email', description: failureMessage(error, 'Please try again'), variant: 'destructive' }),
  });
}
