import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { contactImportPath, contactImportsQueries } from './contactImportsQueries.ts';
import type { ImportMapping, ImportProgress } from './contactImportsTypes.ts';

/** POST /api/contact-imports/{id}/start {mapping}; its answer seeds the polled progress. */
export function useStartContactImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ importId, mapping }: { importId: string; mapping: ImportMapping }) =>
      apiFetch<ImportProgress>(`${contactImportPath(importId)}/start`, { method: 'POST', body: { mapping } }),
    onSuccess: (progress, { importId }) => {
      if (progress) queryClient.setQueryData(contactImportsQueries.progress(importId).queryKey, progress);
    },
  });
}
