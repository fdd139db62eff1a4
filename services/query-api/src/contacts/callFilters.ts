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
    // The flags kept from last_email_sent and last_text_sent, which their calling lists' indexes are on.
    case 'sent_email':
      return sql.fragment`c.emailed`;
    case 'sent_text':
      return sql.fragment`c.texted`;
    case 'all':
      return sql.fragment`true`;
  }
}

/** Staged agents were never called nor written to: they count only as fresh (and all). */
export function stagedMatches(filter: CallFilter): boolean {
  return filter === 'fresh' || filter === 'all';
}
