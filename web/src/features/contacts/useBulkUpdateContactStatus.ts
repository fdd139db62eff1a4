import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactStatus } from '@outreach/contracts';
import { invalidateFor } from '../../app/invalidatesFor.ts';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import { bulkStatusSummary } from './bulkStatusSummary.ts';
import { contactPath } from './contactsQueries.ts';

interface BulkUpdateInput {
  ids: string[];
  status: ContactStatus;
}

/** Mark Active / Mark Inactive / Unsubscribe on the selected rows: one PUT each, one summary toast, a reload. */
export function useBulkUpdateContactStatus(onDone: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: async ({ ids, status }: BulkUpdateInput) => {
      const results = await Promise.allSettled(ids.map((id) => apiFetch<unknown>(contactPath(id), { method: 'PUT', body: { status } })));
      const succeeded = results.filter((result) => result.status === 'fulfilled').length;
      return { succeeded, failed: results.length - succeeded };
    },
    onSuccess: ({ succeeded, failed }, { status }) => {
      toast(bulkStatusSummary(status, succeeded, failed));
    },
    onError: () => {
      toast({ title: 'Error', description: 'Bulk update failed', variant: 'destructive' });
    },
    onSettled: async () => {
      // One change per contact, each pushed when projected: reload now, and again as they come.
      await invalidateFor(queryClient, ['contacts_changed']);
      onDone();
    },
  });
}
