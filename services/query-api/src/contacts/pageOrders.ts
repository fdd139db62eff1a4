import { sql, type FragmentSqlToken } from 'slonik';
import { z } from 'zod';
import { cursorCodec, keyText, type CursorDirection } from './pageCursor.ts';

const uuid = z.guid();

/**
 * The orders lists are paged in, each written as a row of never-null expressions on read.contacts
 * (alias c) that an index of migration 013 holds in the same order, so that "the rows after this
 * key" is one index seek: `ascending` / `descending` to sort, `beyond` to start after or end
 * before a key, `keyOf` for the key of a row as the list answers it.
 */

/** Contact Management: last name, first name (nulls last), then id. */
export interface NameKey {
  lastName: string | null;
  firstName: string | null;
  id: string;
}

const NAME_ROW = sql.fragment`((c.last_name is null), coalesce(c.last_name, ''), (c.first_name is null), coalesce(c.first_name, ''), c.id)`;

export const nameOrder = {
  codec: cursorCodec<NameKey, [string | null, string | null, string]>(
    'name',
    z.tuple([keyText.nullable(), keyText.nullable(), uuid]),
    (k) => [k.lastName, k.firstName, k.id],
    ([lastName, firstName, id]) => ({ lastName, firstName, id }),
  ),
  ascending: sql.fragment`(c.last_name is null), coalesce(c.last_name, ''), (c.first_name is null), coalesce(c.first_name, ''), c.id`,
  descending: sql.fragment`(c.last_name is null) desc, coalesce(c.last_name, '') desc, (c.first_name is null) desc, coalesce(c.first_name, '') desc, c.id desc`,
  beyond: (direction: CursorDirection, k: NameKey) =>
    sql.fragment`${NAME_ROW} ${direction === 'after' ? sql.fragment`>` : sql.fragment`<`} (${k.lastName === null}::boolean, ${k.lastName ?? ''}::text, ${k.firstName === null}::boolean, ${k.firstName ?? ''}::text, ${k.id}::uuid)`,
  keyOf: (row: NameKey): NameKey => ({ lastName: row.lastName, firstName: row.firstName, id: row.id }),
};

/** Calling lists: most listings first (no count is 0, as the card shows it), then id. */
export interface ListingsKey {
  listingCount: number;
  id: string;
}

/**
 * The listings order on a table: `listings` the negated listing count (never null), `id` the
 * contact's id, as the table's calling-list indexes hold them.
 */
function listingsOrderOn(listings: FragmentSqlToken, id: FragmentSqlToken) {
  return {
    codec: cursorCodec<ListingsKey, [number, string]>(
      'listings',
      z.tuple([z.number().int().min(-2_147_483_647).max(2_147_483_647), uuid]),
      (k) => [k.listingCount, k.id],
      ([listingCount, id]) => ({ listingCount, id }),
    ),
    ascending: sql.fragment`${listings}, ${id}`,
    descending: sql.fragment`${listings} desc, ${id} desc`,
    beyond: (direction: CursorDirection, k: ListingsKey) =>
      sql.fragment`(${listings}, ${id}) ${direction === 'after' ? sql.fragment`>` : sql.fragment`<`} (${-k.listingCount}::int, ${k.id}::uuid)`,
    keyOf: (row: { listing_count: number; id: string }): ListingsKey => ({ listingCount: row.listing_count, id: row.id }),
  };
}

export const listingsOrder = listingsOrderOn(sql.fragment`-coalesce(c.listing_count, 0)`, sql.fragment`c.id`);

/** The listings order of the lists of contacts written to (read.contact_sent_lists, alias s): the same keys and cursors. */
export const sentListingsOrder = listingsOrderOn(sql.fragment`-s.listing_count`, sql.fragment`s.contact_id`);
