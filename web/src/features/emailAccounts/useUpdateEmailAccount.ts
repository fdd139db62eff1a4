import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import { emailAccountPath, emailAccountsQueries } from './emailAccountsQueries.ts';
import type { EmailAccount, UpdateEmailAccountInput } from './emailAccountTypes.ts';

/** PUT /api/email-accounts/{id}: a password or API key left out is kept. */
export function useUpdateEmailAccount(onUpdated: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateEmailAccountInput }) =>
      apiFetch<EmailAccount>(emailAccountPath(id), { method: 'PUT', body: input }),
    onSuccess: (account) => {
      toast({ title: 'Email Account Updated', description: `${account.name} has been updated.` });
      onUpdated();
      return queryClient.invalidateQueries(emailAccountsQueries.all());
    },
    onError: (error) => {
      toast({ title: 'Failed to update account', description: error.message, variant: 'destructive' });
    },
  });
}
