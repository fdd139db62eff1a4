import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch, errorStatus } from '../../shared/api/apiFetch.ts';
import { retryQuery } from '../../shared/api/queryClient.ts';
import { contactsListUrl } from './contactsListing.ts';
import type { Contact, ContactHistoryEntry, ContactList, ContactsListParams } from './contactsTypes.ts';

/** Every contact query starts with this key: invalidating it reloads lists, details and histories. */
export const CONTACTS_QUERY_KEY = ['/api/contacts'] as const;

/** Answers meaning 'no such contact'. */
export const NOT_FOUND_STATUSES: readonly number[] = [400, 404];

export function contactPath(id: string): string {
  return `/api/contacts/${encodeURIComponent(id)}`;
}

export const contactsQueries = {
  list: (params: ContactsListParams) =>
    queryOptions({
      queryKey: [...CONTACTS_QUERY_KEY, 'list', params],
      queryFn: ({ signal }) => apiFetch<ContactList>(contactsListUrl(params), { signal }),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...CONTACTS_QUERY_KEY, 'detail', id],
      queryFn: ({ signal }) => apiFetch<Contact>(contactPath(id), { signal }),
      // A missing contact (404) or an id that cannot be one (400) will not appear on a retry.
      retry: (failureCount, error) => !NOT_FOUND_STATUSES.includes(errorStatus(error) ?? 0) && retryQuery(failureCount, error),
    }),
  history: (id: string) =>
    queryOptions({
      queryKey: [...CONTACTS_QUERY_KEY, 'history', id],
      queryFn: ({ signal }) => apiFetch<ContactHistoryEntry[]>(`${contactPath(id)}/history`, { signal }),
    }),
};
