import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import { OUTBOX_QUERY_KEY } from '../outbox/outboxQueries.ts';
import type { TestEmailQueued } from '../outbox/outboxTypes.ts';

export interface SendTestEmailInput {
  to: string;
  /** The mailbox to send from; null: the primary one, else the sandbox. */
  emailAccountId: string | null;
}

export const OUTBOX_ROUTE = '/outbox';

/**
 * POST /api/outbound-emails/test: 'Test Email Sent' with the server's words ('Test email simulated
 * successfully' from the sandbox) and a way to the outbox; 'Failed to Send Test Email' otherwise.
 */
export function useSendTestEmail(onSent: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: SendTestEmailInput) =>
      apiFetch<TestEmailQueued>('/api/outbound-emails/test', {
        method: 'POST',
        body: { to: input.to.trim(), ...(input.emailAccountId ? { emailAccountId: input.emailAccountId } : {}) },
      }),
    onSuccess: (queued) => {
      toast({ title: 'Test Email Sent', description: queued.message, action: { label: 'View outbox', onClick: () => navigate(OUTBOX_ROUTE) } });
      onSent();
      return queryClient.invalidateQueries({ queryKey: OUTBOX_QUERY_KEY });
    },
    onError: (error) => {
      toast({ title: 'Failed to Send Test Email', description: error.message || 'Please try again', variant: 'destructive' });
    },
  });
}
