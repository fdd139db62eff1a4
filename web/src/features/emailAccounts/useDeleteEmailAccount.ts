import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import { deleteFailureToast } from './emailAccountDisplay.ts';
import { emailAccountPath, emailAccountsQueries } from './emailAccountsQueries.ts';
import type { EmailAccount } from './emailAccountTypes.ts';

/** DELETE /api/email-accounts/{id}: the account, its stored secret and its place as primary go. */
export function useDeleteEmailAccount() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (account: EmailAccount) => apiFetch<unknown>(emailAccountPath(account.id), { method: 'DELETE' }),
    onSuccess: (_answer, account) => {
      toast({ title: 'Email Account Deleted', description: `${account.name} has been deleted.` });
      return queryClient.invalidateQueries(emailAccountsQueries.all());
    },
    onError: (error) => {
      toast({ ...deleteFailureToast(error.message), variant: 'destructive' });
    },
  });
}
