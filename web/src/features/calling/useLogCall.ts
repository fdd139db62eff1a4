import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { refreshAfterOwnChange } from '../../app/invalidatesFor.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import type { CallLog, LogCallInput } from './callingTypes.ts';

/**
 * POST /api/call-logs; then the calling lists, the call stats and what shows the contact are reloaded
 * (spec part 1 §7), once: the call's live updates (call_logged, contacts_changed) reload nothing again.
 */
export function useLogCall(onLogged: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (input: LogCallInput) => apiFetch<CallLog>('/api/call-logs', { method: 'POST', body: input }),
    onSuccess: () => {
      toast({ title: 'Call Logged', description: 'The call has been logged successfully.' });
      onLogged();
      return refreshAfterOwnChange(queryClient, ['call_logged', 'contacts_changed']);
    },
    onError: () => {
      toast({ title: 'Error', description: 'Failed to log call. Please try again.', variant: 'destructive' });
    },
  });
}
