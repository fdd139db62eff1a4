import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { anyPending, isPending, OUTBOX_PATH, outboundEmailPath, outboxListUrl } from './outboxDisplay.ts';
import type { OutboundEmailDetail, OutboundEmailPage, OutboxFilters } from './outboxTypes.ts';

/** The outbox reads again this often while an e-mail it shows is still on its way. */
export const OUTBOX_POLL_MS = 5_000;

/** Every outbox query starts with this key: invalidating it reloads the list and any open e-mail. */
export const OUTBOX_QUERY_KEY = [OUTBOX_PATH] as const;

export const outboxQueries = {
  /** The e-mails, newest first, a page at a time ("Load more" follows `nextCursor`). */
  list: (filters: OutboxFilters) =>
    infiniteQueryOptions({
      queryKey: [...OUTBOX_QUERY_KEY, 'list', filters],
      queryFn: ({ pageParam, signal }) => apiFetch<OutboundEmailPage>(outboxListUrl(filters, pageParam), { signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
      refetchInterval: (query) => (anyPending(query.state.data?.pages.flatMap((page) => page.emails) ?? []) ? OUTBOX_POLL_MS : false),
    }),
  /** One e-mail with its content; read again while it is on its way. */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...OUTBOX_QUERY_KEY, 'detail', id],
      queryFn: ({ signal }) => apiFetch<OutboundEmailDetail>(outboundEmailPath(id), { signal }),
      refetchInterval: (query) => (query.state.data && isPending(query.state.data.status) ? OUTBOX_POLL_MS : false),
    }),
};
