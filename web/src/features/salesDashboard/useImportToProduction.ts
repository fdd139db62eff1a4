import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateFor } from '../../app/invalidatesFor.ts';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import { importToProductionSummary } from './importSummary.ts';
import type { ImportAllResult } from './salesDashboardTypes.ts';

const BACKGROUND_REFRESHES = 12;
const BACKGROUND_REFRESH_MS = 5000;

/** POST /api/production/import-all (after the user confirmed). */
export function useImportToProduction() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: () => apiFetch<ImportAllResult>('/api/production/import-all', { method: 'POST' }),
    onSuccess: (result) => {
      toast({ title: 'Import Successful', description: importToProductionSummary(result) });
      const refresh = () => invalidateFor(queryClient, ['contacts_changed']);
      // A long transfer goes on in the background: its contacts are pushed as they come; without a
      // socket, keep the figures moving for a while.
      if (result.status === 'running') {
        for (let i = 1; i <= BACKGROUND_REFRESHES; i++) setTimeout(() => void refresh(), i * BACKGROUND_REFRESH_MS);
      }
      return refresh();
    },
    onError: (error) => {
      toast({ title: 'Import Failed', description: error.message, variant: 'destructive' });
    },
  });
}
