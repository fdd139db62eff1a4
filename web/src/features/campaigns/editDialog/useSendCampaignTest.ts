import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { apiFetch } from '../../../shared/api/apiFetch.ts';
import { failureMessage } from '../../../shared/api/failureMessage.ts';
import { useToast } from '../../../shared/toast/useToast.ts';
import { OUTBOX_ROUTE } from '../../emailAccounts/useSendTestEmail.ts';
import { outboundEmailPath } from '../../outbox/outboxDisplay.ts';
import { OUTBOX_QUERY_KEY } from '../../outbox/outboxQueries.ts';
import type { OutboundEmailDetail } from '../../outbox/outboxTypes.ts';
import { campaignPath, type CampaignTestQueued } from '../audience/campaignApi.ts';
import { followTestEmail, queuedTestToast, TEST_FOLLOW, testOutcomeToast } from './sendCampaignTest.ts';

/** The test e-mail as recorded now; null while it is not recorded yet or cannot be read (it is read again until the time is up). */
async function readTestEmail(messageId: string): Promise<OutboundEmailDetail | null> {
  try {
    return await apiFetch<OutboundEmailDetail>(outboundEmailPath(messageId));
  } catch {
    return null;
  }
}

/**
 * POST /api/campaigns/{id}/test {testEmail}: the campaign's first e-mail, filled in with sample
 * values, to one address. Says it is on its way, then follows it (GET /api/outbound-emails/{id})
 * and tells what became of it: 'Test Email Sent' (simulated by the sandbox when no mailbox sends),
 * or why it was not sent (skipped, refused…) or when it will be, with a way to the outbox; 'Failed
 * to Send Test Email' with the reason when the server refuses the test.
 */
export function useSendCampaignTest(campaignId: string, onSent: () => void) {
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (testEmail: string) => {
      const queued = await apiFetch<CampaignTestQueued>(`${campaignPath(campaignId)}/test`, { method: 'POST', body: { testEmail: testEmail.trim() } });
      toast(queuedTestToast(queued));
      onSent();
      const followed = await followTestEmail(() => readTestEmail(queued.messageId), TEST_FOLLOW);
      return { queued, followed };
    },
    onSuccess: ({ queued, followed }) => {
      const { outboxHelps, ...outcome } = testOutcomeToast(queued, followed);
      toast(outboxHelps ? { ...outcome, action: { label: 'View outbox', onClick: () => navigate(OUTBOX_ROUTE) } } : outcome);
      return queryClient.invalidateQueries({ queryKey: OUTBOX_QUERY_KEY });
    },
    onError: (error) => toast({ title: 'Failed to Send Test Email', description: failureMessage(error, 'Please try again'), variant: 'destructive' }),
  });
}
