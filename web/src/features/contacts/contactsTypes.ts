import type { contactHistoryEntry, contactList, ContactStatus, ContactView } from '@outreach/contracts';
import type { WireType } from '../../shared/api/wireType.ts';

/** A contact as Contact Management and Agent detail show it. */
export type Contact = ContactView;
export type ContactList = WireType<typeof contactList>;
export type ContactHistoryEntry = WireType<typeof contactHistoryEntry>;

/** The status dropdown of Contact Management: one status or all of them. */
export type StatusFilter = ContactStatus | 'all';

export interface ContactsListParams {
  /** Already trimmed; empty means no search. */
  search: string;
  status: StatusFilter;
  /** 1-based: the page shown. */
  page: number;
  /** Page by key: the page after (or before) the row this cursor of a previous answer names. */
  after?: string;
  before?: string;
}
