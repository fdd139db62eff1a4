import { atom } from 'jotai';
import type { OutboxFilters } from './outboxTypes.ts';

export const ALL_EMAILS: OutboxFilters = { status: null, sandboxOnly: false };

/** The outbox's filters, kept while the user visits other screens. */
export const outboxFiltersAtom = atom<OutboxFilters>(ALL_EMAILS);
