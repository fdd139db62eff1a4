import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import type { TestEmailQueued } from '../outbox/outboxTypes.ts';
import { useTestEmailFollowUp } from '../outbox/useTestEmailFollowUp.ts';

export interface SendTestEmailInput {
  to: string;
  /** The mailbox to send from; null: the primary one, else the sandbox. */
  emailAccountId: string | null;
}

/**
 * POST /api/outbound-emails/test: the server takes the test (202) before the engine sends it, so
 * it says it is on its way, then follows it and tells what became of it, as the campaign's test
 * does: 'Test Email Sent' ('Test email simulated successfully' from the sandbox), or why it was not
 * sent (an address skipped, a refusal…) with a way to the outbox; 'Failed to Send Test Email' when
 * the server refuses the test.
 */
export function useSendTestEmail(onSent: () => void) {
  const toast = useToast();
  const followUp = useTestEmailFollowUp();
  return useMutation({
    mutationFn: async (input: SendTestEmailInput) => {
      const to = input.to.trim();
      const queued = await apiFetch<TestEmailQueued>('/api/outbound-emails/test', {
        method: 'POST',
        body: { to, ...(input.emailAccountId ? { emailAccountId: input.emailAccountId } : {}) },
      });
      onSent();
      await followUp({ messageId: queued.messageId, testEmail: to, simulation: queued.sandbox });
    },
    onError: (error) => {
      toast({ title: 'Failed to Send Test Email', description: error.message || 'Please try again', variant: 'destructive' });
    },
  });
}
