import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { invalidateFor } from '../../app/invalidatesFor.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import { toBulkImportItem } from './callingLists.ts';
import type { CallingContact, ImportResult } from './callingTypes.ts';

/** Import Current Page: POST /api/contacts/bulk-import with the rental page's cards; refreshes tier counts and lists. */
export function useImportRentalPage() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (cards: CallingContact[]) =>
      apiFetch<ImportResult>('/api/contacts/bulk-import', { method: 'POST', body: { contacts: cards.map(toBulkImportItem) } }),
    onSuccess: (result) => {
      toast({
        title: 'Import Successful',
        description: `Successfully imported ${result?.imported ?? 0} rental agents to your contacts database.`,
      });
      // Staged agents become contacts in two read models: the notices that follow still reload the lists.
      return invalidateFor(queryClient, ['contacts_changed']);
    },
    onError: (error) => {
      toast({ title: 'Import Failed', description: error.message || 'Failed to import rental agents', variant: 'destructive' });
    },
  });
}
