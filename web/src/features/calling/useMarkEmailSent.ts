import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import { contactPath, CONTACTS_QUERY_KEY } from '../contacts/contactsQueries.ts';
import { CALLING_LIST_QUERY_KEY, RENTAL_LIST_QUERY_KEY } from './callingQueries.ts';

/** POST /api/contacts/{id}/mark-communication {type:'email'} from a calling card. */
export function useMarkEmailSent() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (contactId: string) =>
      apiFetch<unknown>(`${contactPath(contactId)}/mark-communication`, { method: 'POST', body: { type: 'email' } }),
    onSuccess: () => {
      toast({ title: 'Email Marked as Sent', description: 'The contact has been marked as emailed.' });
      return Promise.all(
        [CALLING_LIST_QUERY_KEY, RENTAL_LIST_QUERY_KEY, CONTACTS_QUERY_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: () => {
      toast({ title: 'Error', description: 'Failed to mark email as sent. Please try again.', variant: 'destructive' });
    },
  });
}
