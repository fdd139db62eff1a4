import type { CallFilter } from '@outreach/contracts';
import { sql } from 'slonik';

/** What each calling-list filter means, as a condition on read.contacts (alias c). */
export function callFilterCondition(filter: CallFilter) {
  switch (filter) {
    case 'fresh':
      return sql.fragment`c.total_calls = 0`;
    case 'followups':
      return sql.fragment`c.needs_follow_up`;
    case 'trial':
      return sql.fragment`c.last_outcome = 'trial'`;
    case 'subscribe':
      return sql.fragment`c.last_outcome = 'subscribe'`;
    case 'called':
      return sql.fragment`c.total_calls > 0`;
    // Contacts e-mailed or texted are on a list of their own (read.contact_sent_lists), with its own index.
    case 'sent_email':
    case 'sent_text':
      return sql.fragment`exists (select 1 from read.contact_sent_lists s where s.channel = ${sentListOf(filter)} and s.contact_id = c.id)`;
    case 'all':
      return sql.fragment`true`;
  }
}

/** The list of contacts written to that a filter is (read.contact_sent_lists.channel), if it is one. */
export function sentListOf(filter: CallFilter): 'email' | 'text' | null {
  return filter === 'sent_email' ? 'email' : filter === 'sent_text' ? 'text' : null;
}

/** Staged agents were never called nor written to: they count only as fresh (and all). */
export function stagedMatches(filter: CallFilter): boolean {
  return filter === 'fresh' || filter === 'all';
}
