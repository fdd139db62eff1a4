import type { GoogleStatus } from '@outreach/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import { googleConnectionQueries } from './googleConnectionQueries.ts';

/** POST /api/google/disconnect (after the card's confirmation): back to Not Connected. */
export function useDisconnectGoogle() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: () => apiFetch<GoogleStatus>('/api/google/disconnect', { method: 'POST' }),
    onSuccess: (status) => {
      queryClient.setQueryData(googleConnectionQueries.status().queryKey, status);
      toast({ title: 'Google Workspace Disconnected', description: 'The Google Workspace account is no longer connected.' });
      return queryClient.invalidateQueries({ queryKey: googleConnectionQueries.status().queryKey });
    },
    onError: (error) => {
      toast({ title: 'Failed to disconnect Google Workspace account', description: error.message, variant: 'destructive' });
    },
  });
}
