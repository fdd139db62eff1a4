import { CONTACT_STATUSES, type ContactStatus } from '@outreach/contracts';
import { ApiError, errorStatus } from '../../shared/api/apiFetch.ts';
import { buildUrl } from '../../shared/api/buildUrl.ts';
import type { ContactsListParams, StatusFilter } from './contactsTypes.ts';

export const CONTACTS_PAGE_SIZE = 25;
export const CONTACTS_SEARCH_DEBOUNCE_MS = 300;
/** `/contacts?search=…` preselects the search box (the SMS inbox's 'view contact profile'). */
export const CONTACTS_SEARCH_PARAM = 'search';
export const CONTACTS_LOAD_FAILED = 'Failed to load contacts';

/**
 * GET /api/contacts with search (omitted when empty), status (omitted for all), limit 25 and where
 * the page is: after or before a cursor of the neighbouring page's answer, else by offset.
 */
export function contactsListUrl({ search, status, page, after, before }: ContactsListParams): string {
  const cursor = after !== undefined || before !== undefined;
  return buildUrl('/api/contacts', {
    search: search.trim(),
    status: status === 'all' ? undefined : status,
    limit: CONTACTS_PAGE_SIZE,
    ...(cursor ? { after, before } : { offset: (Math.max(page, 1) - 1) * CONTACTS_PAGE_SIZE }),
  });
}

export function isStatusFilter(value: string | null): value is StatusFilter {
  return value === 'all' || CONTACT_STATUSES.includes(value as ContactStatus);
}

export interface PageRange {
  from: number;
  to: number;
  totalPages: number;
}

/** The rows a page shows (1-based, 0 to 0 when there are none) and how many pages there are (at least 1). */
export function pageRange(page: number, pageSize: number, total: number): PageRange {
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= 0) return { from: 0, to: 0, totalPages };
  const from = (page - 1) * pageSize + 1;
  return { from: Math.min(from, total), to: Math.min(page * pageSize, total), totalPages };
}

/** The red banner of a failed load: 'HTTP {status}: {statusText}', a timeout's message, else 'Failed to load contacts'. */
export function contactsLoadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return `HTTP ${error.status}: ${error.statusText || error.message.replace(/^\d+: /, '')}`;
  if (error instanceof Error && error.message) return error.message;
  return CONTACTS_LOAD_FAILED;
}

export function isUnauthorized(error: unknown): boolean {
  return errorStatus(error) === 401;
}
