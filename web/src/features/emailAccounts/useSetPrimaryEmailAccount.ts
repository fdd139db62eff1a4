import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import { emailAccountPath, emailAccountsQueries } from './emailAccountsQueries.ts';
import type { EmailAccount } from './emailAccountTypes.ts';

/** POST /api/email-accounts/{id}/set-primary: the account the team sends from when none is chosen. */
export function useSetPrimaryEmailAccount() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (account: EmailAccount) => apiFetch<EmailAccount>(`${emailAccountPath(account.id)}/set-primary`, { method: 'POST' }),
    onSuccess: (account) => {
      toast({ title: 'Primary Account Set', description: `${account.name} is now the primary account.` });
      return queryClient.invalidateQueries(emailAccountsQueries.all());
    },
    onError: (error) => {
      toast({ title: 'Failed to set primary account', description: error.message, variant: 'destructive' });
    },
  });
}
