import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterOwnChange } from '../../app/invalidatesFor.ts';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import { formatPhone } from '../../shared/format/formatPhone.ts';
import type { SendAccepted } from './smsTypes.ts';

export interface SendSmsInput {
  contactId: string;
  phoneNumber: string;
  message: string;
}

/** POST /api/sms/send (a calling card's Send Text Message): 'Message sent successfully' or 'Failed to Send SMS'. */
export function useSendSmsToContact(onSent: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: async (input: SendSmsInput) => {
      const answer = await apiFetch<SendAccepted>('/api/sms/send', { method: 'POST', body: input });
      if (answer && answer.success === false) throw new Error(answer.error ?? 'The text was not accepted');
      return answer;
    },
    onSuccess: (_answer, input) => {
      toast({ title: 'Message sent successfully', description: `Text to ${formatPhone(input.phoneNumber)} is on its way.` });
      onSent();
      // The inbox shows the text at once; the calling lists show it (Sent Text) once the provider took it, told by contacts_changed.
      return refreshAfterOwnChange(queryClient, ['sms_message']);
    },
    onError: (error) => {
      toast({ title: 'Failed to Send SMS', description: error.message, variant: 'destructive' });
    },
  });
}
