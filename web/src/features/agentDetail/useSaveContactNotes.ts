import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { refreshAfterOwnChange } from '../../app/invalidatesFor.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import { contactPath } from '../contacts/contactsQueries.ts';
import type { Contact } from '../contacts/contactsTypes.ts';

/** Save Notes of the Sales & Marketing card: PUT /api/contacts/{id} {notes}. */
export function useSaveContactNotes() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ id, notes }: { id: string; notes: string | null }) => apiFetch<Contact>(contactPath(id), { method: 'PUT', body: { notes } }),
    onSuccess: () => {
      toast({ title: 'Notes Saved', description: 'Campaign notes have been saved.' });
      return refreshAfterOwnChange(queryClient, ['contacts_changed']);
    },
    onError: (error) => {
      toast({ title: 'Save Failed', description: error.message, variant: 'destructive' });
    },
  });
}
