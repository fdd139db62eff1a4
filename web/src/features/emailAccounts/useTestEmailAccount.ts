import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import { emailAccountPath, emailAccountsQueries } from './emailAccountsQueries.ts';
import type { EmailAccount, EmailAccountTestResult } from './emailAccountTypes.ts';

/**
 * POST /api/email-accounts/{id}/test: the server tries the account as a send would; its own words
 * are shown, and kept on the account as its last test.
 */
export function useTestEmailAccount() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (account: EmailAccount) => apiFetch<EmailAccountTestResult>(`${emailAccountPath(account.id)}/test`, { method: 'POST' }),
    onSuccess: (result) => {
      if (result.success) toast({ title: 'Connection Successful', description: result.message });
      else toast({ title: 'Connection Failed', description: result.message, variant: 'destructive' });
      return queryClient.invalidateQueries(emailAccountsQueries.all());
    },
    onError: (error) => {
      toast({ title: 'Failed to test account', description: error.message, variant: 'destructive' });
    },
  });
}
