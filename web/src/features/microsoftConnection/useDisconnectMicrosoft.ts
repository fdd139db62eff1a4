import type { MicrosoftStatus } from '@outreach/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import { microsoftConnectionQueries } from './microsoftConnectionQueries.ts';

/** POST /api/auth/microsoft/disconnect (after the card's confirmation): back to Not Connected. */
export function useDisconnectMicrosoft() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: () => apiFetch<MicrosoftStatus>('/api/auth/microsoft/disconnect', { method: 'POST' }),
    onSuccess: (status) => {
      queryClient.setQueryData(microsoftConnectionQueries.status().queryKey, status);
      toast({ title: 'Microsoft 365 Disconnected', description: 'The Microsoft 365 account is no longer connected.' });
      return queryClient.invalidateQueries({ queryKey: microsoftConnectionQueries.status().queryKey });
    },
    onError: (error) => {
      toast({ title: 'Failed to disconnect Microsoft 365 account', description: error.message, variant: 'destructive' });
    },
  });
}
