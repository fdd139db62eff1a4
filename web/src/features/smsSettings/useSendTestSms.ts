import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterOwnChange } from '../../app/invalidatesFor.ts';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import type { SendAccepted } from '../sms/smsTypes.ts';
import type { SendTestSmsInput } from './smsSettingsTypes.ts';

/** POST /api/sms/send-test {phoneNumber, message}: 'Test SMS Sent' or 'Test Failed'. */
export function useSendTestSms() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: async (input: SendTestSmsInput) => {
      const answer = await apiFetch<SendAccepted>('/api/sms/send-test', { method: 'POST', body: input });
      if (answer && answer.success === false) throw new Error(answer.error ?? 'The test message was not accepted');
      return answer;
    },
    onSuccess: (_answer, input) => {
      toast({ title: 'Test SMS Sent', description: `A test message is on its way to ${input.phoneNumber}.` });
      return refreshAfterOwnChange(queryClient, ['sms_message']);
    },
    onError: (error) => {
      toast({ title: 'Test Failed', description: error.message, variant: 'destructive' });
    },
  });
}
