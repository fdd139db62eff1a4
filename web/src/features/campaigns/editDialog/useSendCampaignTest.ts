import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/apiFetch.ts';
import { failureMessage } from '../../../shared/api/failureMessage.ts';
import { useToast } from '../../../shared/toast/useToast.ts';
import { useTestEmailFollowUp } from '../../outbox/useTestEmailFollowUp.ts';
import { campaignPath, type CampaignTestQueued } from '../audience/campaignApi.ts';

/**
 * POST /api/campaigns/{id}/test {testEmail}: the campaign's first e-mail, filled in with sample
 * values, to one address. Says it is on its way, then follows it (GET /api/outbound-emails/{id})
 * and tells what became of it: 'Test Email Sent' (simulated by the sandbox when no mailbox sends),
 * or why it was not sent (skipped, refused…) or when it will be, with a way to the outbox; 'Failed
 * to Send Test Email' with the reason when the server refuses the test.
 */
export function useSendCampaignTest(campaignId: string, onSent: () => void) {
  const toast = useToast();
  const followUp = useTestEmailFollowUp();
  return useMutation({
    mutationFn: async (testEmail: string) => {
      const queued = await apiFetch<CampaignTestQueued>(`${campaignPath(campaignId)}/test`, { method: 'POST', body: { testEmail: testEmail.trim() } });
      onSent();
      await followUp(queued);
    },
    onError: (error) => toast({ title: 'Failed to Send Test Email', description: failureMessage(error, 'Please try again'), variant: 'destructive' }),
  });
}
