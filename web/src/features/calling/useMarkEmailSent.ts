import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { refreshAfterOwnChange } from '../../app/invalidatesFor.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import { contactPath } from '../contacts/contactsQueries.ts';

/** POST /api/contacts/{id}/mark-communication {type:'email'} from a calling card. */
export function useMarkEmailSent() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (contactId: string) =>
      apiFetch<unknown>(`${contactPath(contactId)}/mark-communication`, { method: 'POST', body: { type: 'email' } }),
    onSuccess: () => {
      toast({ title: 'Email Marked as Sent', description: 'The contact has been marked as emailed.' });
      return refreshAfterOwnChange(queryClient, ['contacts_changed']);
    },
    onError: () => {
      toast({ title: 'Error', description: 'Failed to mark email as sent. Please try again.', variant: 'destructive' });
    },
  });
}
