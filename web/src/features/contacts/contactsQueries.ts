import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { contactsListUrl } from './contactsListing.ts';
import type { Contact, ContactHistoryEntry, ContactList, ContactsListParams } from './contactsTypes.ts';

/** Every contact query starts with this key: invalidating it reloads lists, details and histories. */
export const CONTACTS_QUERY_KEY = ['/api/contacts'] as const;

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
    }),
  history: (id: string) =>
    queryOptions({
      queryKey: [...CONTACTS_QUERY_KEY, 'history', id],
      queryFn: ({ signal }) => apiFetch<ContactHistoryEntry[]>(`${contactPath(id)}/history`, { signal }),
    }),
};
