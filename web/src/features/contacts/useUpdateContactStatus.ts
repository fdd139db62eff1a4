import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import type { ContactStatus } from '@outreach/contracts';
import { invalidateFor, refreshAfterOwnChange } from '../../app/invalidatesFor.ts';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import { contactPath } from './contactsQueries.ts';
import type { Contact } from './contactsTypes.ts';

const UPDATE_CONTACT_STATUS_KEY = ['updateContactStatus'] as const;

interface UpdateStatusInput {
  id: string;
  status: ContactStatus;
}

/** The row dropdown's status change: PUT /api/contacts/{id} {status}, then a toast and a reload. */
export function useUpdateContactStatus() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationKey: UPDATE_CONTACT_STATUS_KEY,
    mutationFn: ({ id, status }: UpdateStatusInput) => apiFetch<Contact>(contactPath(id), { method: 'PUT', body: { status } }),
    onSuccess: (_contact, { status }) => {
      toast({ title: 'Status Updated', description: `Contact status changed to ${status}` });
      return refreshAfterOwnChange(queryClient, ['contacts_changed']);
    },
    onError: (error) => {
      toast({ title: 'Update Failed', description: error.message, variant: 'destructive' });
      return invalidateFor(queryClient, ['contacts_changed']);
    },
  });
}

/** Ids of the contacts whose status change is in flight (their dropdowns show a spinner). */
export function useUpdatingContactIds(): string[] {
  return useMutationState({
    filters: { mutationKey: UPDATE_CONTACT_STATUS_KEY, status: 'pending' },
    select: (mutation) => (mutation.state.variables as UpdateStatusInput | undefined)?.id ?? '',
  });
}
