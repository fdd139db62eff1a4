import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateFor, refreshAfterOwnChange } from '../../app/invalidatesFor.ts';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import { conversationPath } from './smsQueries.ts';
import type { SendAccepted } from './smsTypes.ts';

/**
 * POST …/reply {message}. The text is recorded as requested and the thread shows its delivery as
 * it comes; a refused reply (opted out with STOP, blocked) is reported with the server's message.
 */
export function useReplyToConversation(conversationId: string, onSent: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (message: string) =>
      apiFetch<SendAccepted>(`${conversationPath(conversationId)}/reply`, { method: 'POST', body: { message: message.trim() } }),
    onSuccess: () => {
      toast({ title: 'Message sent successfully' });
      onSent();
      return refreshAfterOwnChange(queryClient, ['sms_message']);
    },
    onError: (error) => {
      toast({ title: 'Failed to send message', description: error.message, variant: 'destructive' });
      // The refusal may come from a STOP the list does not show yet.
      return invalidateFor(queryClient, ['sms_conversation']);
    },
  });
}
