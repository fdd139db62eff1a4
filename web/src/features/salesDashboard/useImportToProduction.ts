import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import { CALLING_LISTS_QUERY_KEYS } from '../calling/callingQueries.ts';
import { CONTACTS_QUERY_KEY } from '../contacts/contactsQueries.ts';
import { importToProductionSummary } from './importSummary.ts';
import { TOP_PERFORMERS_QUERY_KEY } from './salesDashboardQueries.ts';
import type { ImportAllResult } from './salesDashboardTypes.ts';

/** POST /api/production/import-all (after the user confirmed). */
export function useImportToProduction() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: () => apiFetch<ImportAllResult>('/api/production/import-all', { method: 'POST' }),
    onSuccess: (result) => {
      toast({ title: 'Import Successful', description: importToProductionSummary(result) });
      return Promise.all(
        [TOP_PERFORMERS_QUERY_KEY, CONTACTS_QUERY_KEY, ...CALLING_LISTS_QUERY_KEYS].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: (error) => {
      toast({ title: 'Import Failed', description: error.message, variant: 'destructive' });
    },
  });
}
