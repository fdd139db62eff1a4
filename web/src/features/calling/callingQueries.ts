import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { buildUrl } from '../../shared/api/buildUrl.ts';
import { CALLING_PAGE_SIZE } from './callingLists.ts';
import type { CallingList, CallingListParams, CallLog, CallStats, RentalList, RentalListParams, TierCounts } from './callingTypes.ts';

export const TIER_COUNTS_QUERY_KEY = ['/api/contacts/tier-counts'] as const;
export const CALL_STATS_QUERY_KEY = ['/api/call-logs/stats'] as const;
export const CALLING_LIST_QUERY_KEY = ['/api/contacts/calling'] as const;
export const RENTAL_LIST_QUERY_KEY = ['/api/contacts/rental-agents'] as const;
export const CALL_LOGS_QUERY_KEY = ['/api/call-logs'] as const;

/** The calling dashboard's lists and counts: what an import of contacts changes. */
export const CALLING_LISTS_QUERY_KEYS = [TIER_COUNTS_QUERY_KEY, CALLING_LIST_QUERY_KEY, RENTAL_LIST_QUERY_KEY] as const;

/** GET /api/contacts/calling: the page after or before a cursor of the neighbouring page's answer, else by number. */
export function callingListUrl({ tier, page, filter, after, before }: CallingListParams): string {
  const cursor = after !== undefined || before !== undefined;
  return buildUrl('/api/contacts/calling', { tier, ...(cursor ? { after, before } : { page }), filter, limit: CALLING_PAGE_SIZE });
}

export const callingQueries = {
  tierCounts: () =>
    queryOptions({
      queryKey: TIER_COUNTS_QUERY_KEY,
      queryFn: ({ signal }) => apiFetch<TierCounts>('/api/contacts/tier-counts', { signal }),
    }),
  callStats: () =>
    queryOptions({
      queryKey: CALL_STATS_QUERY_KEY,
      queryFn: ({ signal }) => apiFetch<CallStats>('/api/call-logs/stats', { signal }),
    }),
  /** A tier's calling list (only asked for once a tier is chosen). */
  callingList: (params: CallingListParams) =>
    queryOptions({
      queryKey: [...CALLING_LIST_QUERY_KEY, params],
      queryFn: ({ signal }) => apiFetch<CallingList>(callingListUrl(params), { signal }),
      placeholderData: keepPreviousData,
    }),
  rentalList: (params: RentalListParams) =>
    queryOptions({
      queryKey: [...RENTAL_LIST_QUERY_KEY, params],
      queryFn: ({ signal }) =>
        apiFetch<RentalList>(
          buildUrl('/api/contacts/rental-agents', {
            minRentals: params.minRentals,
            page: params.page,
            limit: CALLING_PAGE_SIZE,
            filter: params.filter,
          }),
          { signal },
        ),
      placeholderData: keepPreviousData,
    }),
  /** A contact's calls, newest first. */
  callLogs: (contactId: string) =>
    queryOptions({
      queryKey: [...CALL_LOGS_QUERY_KEY, contactId],
      queryFn: ({ signal }) => apiFetch<CallLog[]>(buildUrl('/api/call-logs', { contactId }), { signal }),
    }),
};
