import { sql, type FragmentSqlToken } from 'slonik';
import { contactViewColumns, contactViewSource } from './contactSelect.ts';
import type { PagePosition } from './pageCursor.ts';
import { nameOrder, type NameKey } from './pageOrders.ts';

export interface ContactPageRequest {
  /** Lower-case text to find within search_text (a phone-shaped search: its digits). */
  term: string | undefined;
  status: string | undefined;
  position: PagePosition<NameKey>;
  limit: number;
  skip: number;
  /** Walk the name order (searchPlan.walkNameOrder), else sort the matches the search index finds. */
  walk: boolean;
}

/** Contacts whose name, e-mail, company or phone hold the term (every contact when there is none). */
function termMatch(term: string | undefined): FragmentSqlToken {
  return term ? sql.fragment`c.search_text like ${`%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`}` : sql.fragment`true`;
}

/** Contacts of the status (every contact when there is none). */
function statusMatch(status: string | undefined): FragmentSqlToken {
  return status ? sql.fragment`c.status = ${status}` : sql.fragment`true`;
}

/** Contacts that match the search term and the status; also what a search's total counts. */
export function contactsMatching(term: string | undefined, status: string | undefined): FragmentSqlToken {
  return sql.fragment`${termMatch(term)} and ${statusMatch(status)}`;
}

/**
 * A page of the contacts list in name order: the page's ids first, in the order of travel from the
 * cursor, one more than the page to tell whether more follow; then the page's rows.
 *
 * A search either walks the name order (an index that holds search_text), testing each contact
 * until the page is full, or sorts the matches the search index found. The caller decides which
 * from the exact count; the planner is not left to choose, as its estimate for a '%term%' comes
 * from a sample of rows: a sample that held no match of a common term would have it fetch and sort
 * every match. The walk is fenced off (offset 0) so that the search index cannot be put under it.
 */
export function contactPageQuery(r: ContactPageRequest): FragmentSqlToken {
  const { position } = r;
  const from = position.direction === 'start' ? sql.fragment`true` : nameOrder.beyond(position.direction, position.key);
  const order = position.direction === 'before' ? nameOrder.descending : nameOrder.ascending;
  const where = contactsMatching(r.term, r.status);
  let ids;
  if (!r.walk) {
    ids = sql.fragment`(select c.id, c.last_name, c.first_name from read.contacts c where ${where} and ${from} offset 0) c order by ${order}`;
  } else if (r.term) {
    ids = sql.fragment`(select c.id, c.search_text from read.contacts c where ${statusMatch(r.status)} and ${from} order by ${order} offset 0) c where ${termMatch(r.term)}`;
  } else {
    ids = sql.fragment`read.contacts c where ${where} and ${from} order by ${order}`;
  }
  return sql.fragment`
    select ${contactViewColumns} from ${contactViewSource} join (
      select c.id from ${ids} limit ${r.limit + 1} offset ${r.skip}) page on page.id = c.id
    order by ${order}`;
}
