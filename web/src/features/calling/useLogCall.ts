import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import { CONTACTS_QUERY_KEY } from '../contacts/contactsQueries.ts';
import { CALL_LOGS_QUERY_KEY, CALL_STATS_QUERY_KEY, CALLING_LIST_QUERY_KEY, RENTAL_LIST_QUERY_KEY } from './callingQueries.ts';
import type { CallLog, LogCallInput } from './callingTypes.ts';

/** POST /api/call-logs; then the calling lists and the call stats are reloaded (spec part 1 §7). */
export function useLogCall(onLogged: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (input: LogCallInput) => apiFetch<CallLog>('/api/call-logs', { method: 'POST', body: input }),
    onSuccess: () => {
      toast({ title: 'Call Logged', description: 'The call has been logged successfully.' });
      onLogged();
      return Promise.all(
        [CALLING_LIST_QUERY_KEY, CALL_STATS_QUERY_KEY, RENTAL_LIST_QUERY_KEY, CALL_LOGS_QUERY_KEY, CONTACTS_QUERY_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: () => {
      toast({ title: 'Error', description: 'Failed to log call. Please try again.', variant: 'destructive' });
    },
  });
}
