import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import type { ImportProgress, ImportRejection } from './contactImportsTypes.ts';
import { isImportRunning } from './importMapping.ts';

export const IMPORT_POLL_INTERVAL_MS = 1000;
/** While the /ws socket pushes the progress, polling is only a safety net. */
export const IMPORT_POLL_INTERVAL_LIVE_MS = 5000;
export const CONTACT_IMPORTS_QUERY_KEY = ['/api/contact-imports'] as const;

export function contactImportPath(importId: string): string {
  return `/api/contact-imports/${encodeURIComponent(importId)}`;
}

export const contactImportsQueries = {
  /**
   * The import's counters, polled every second while the server works on it (every 5 s while the
   * socket pushes them live, see `RealtimeUpdates`).
   */
  progress: (importId: string, pollIntervalMs = IMPORT_POLL_INTERVAL_MS) =>
    queryOptions({
      queryKey: [...CONTACT_IMPORTS_QUERY_KEY, importId],
      queryFn: ({ signal }) => apiFetch<ImportProgress>(contactImportPath(importId), { signal }),
      refetchInterval: (query) => (isImportRunning(query.state.data) ? pollIntervalMs : false),
      refetchOnWindowFocus: false,
      staleTime: 0,
    }),
  rejections: (importId: string) =>
    queryOptions({
      queryKey: [...CONTACT_IMPORTS_QUERY_KEY, importId, 'rejections'],
      queryFn: ({ signal }) => apiFetch<ImportRejection[]>(`${contactImportPath(importId)}/rejections`, { signal }),
    }),
};
