import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import type { TopPerformers } from './salesDashboardTypes.ts';

export const TOP_PERFORMERS_QUERY_KEY = ['/api/dashboard/top-performers'] as const;

export const salesDashboardQueries = {
  topPerformers: () =>
    queryOptions({
      queryKey: TOP_PERFORMERS_QUERY_KEY,
      queryFn: ({ signal }) => apiFetch<TopPerformers>('/api/dashboard/top-performers', { signal }),
    }),
};
