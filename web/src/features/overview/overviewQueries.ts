import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import type { EmailSettingsSummary, OverviewStats } from './overviewTypes.ts';

/** Overview stats and the warm-up status are refreshed every 60 s (spec part 1 §9). */
export const OVERVIEW_REFETCH_MS = 60_000;

export const overviewQueries = {
  stats: () =>
    queryOptions({
      queryKey: ['/api/overview/stats'],
      queryFn: ({ signal }) => apiFetch<OverviewStats>('/api/overview/stats', { signal }),
      refetchInterval: OVERVIEW_REFETCH_MS,
    }),
  /** The e-mail settings the warm-up card reads (`configured: false` while e-mail is not set up). */
  emailSettings: () =>
    queryOptions({
      queryKey: ['/api/settings/email'],
      queryFn: ({ signal }) => apiFetch<EmailSettingsSummary>('/api/settings/email', { signal }),
      refetchInterval: OVERVIEW_REFETCH_MS,
    }),
};
