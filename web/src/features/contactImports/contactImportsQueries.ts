import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import type { ImportProgress, ImportRejection } from './contactImportsTypes.ts';
import { isImportRunning } from './importMapping.ts';

export const IMPORT_POLL_INTERVAL_MS = 1000;

export function contactImportPath(importId: string): string {
  return `/api/contact-imports/${encodeURIComponent(importId)}`;
}

export const contactImportsQueries = {
  /** The import's counters, polled every second while the server works on it. */
  progress: (importId: string) =>
    queryOptions({
      queryKey: ['/api/contact-imports', importId],
      queryFn: ({ signal }) => apiFetch<ImportProgress>(contactImportPath(importId), { signal }),
      refetchInterval: (query) => (isImportRunning(query.state.data) ? IMPORT_POLL_INTERVAL_MS : false),
      refetchOnWindowFocus: false,
      staleTime: 0,
    }),
  rejections: (importId: string) =>
    queryOptions({
      queryKey: ['/api/contact-imports', importId, 'rejections'],
      queryFn: ({ signal }) => apiFetch<ImportRejection[]>(`${contactImportPath(importId)}/rejections`, { signal }),
    }),
};
