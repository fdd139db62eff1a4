import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import { EMAIL_ACCOUNTS_PATH, emailAccountsQueries } from './emailAccountsQueries.ts';
import type { AddEmailAccountInput, EmailAccount } from './emailAccountTypes.ts';

/** POST /api/email-accounts. */
export function useAddEmailAccount(onAdded: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (input: AddEmailAccountInput) => apiFetch<EmailAccount>(EMAIL_ACCOUNTS_PATH, { method: 'POST', body: input }),
    onSuccess: (account) => {
      toast({ title: 'Email Account Added', description: `${account.name} (${account.fromEmail}) has been added.` });
      onAdded();
      return queryClient.invalidateQueries(emailAccountsQueries.all());
    },
    onError: (error) => {
      toast({ title: 'Failed to create account', description: error.message, variant: 'destructive' });
    },
  });
}
