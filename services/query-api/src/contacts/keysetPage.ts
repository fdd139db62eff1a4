import type { CursorCodec, PagePosition } from './pageCursor.ts';

export interface KeysetPage<R> {
  rows: R[];
  previousCursor: string | null;
  nextCursor: string | null;
}

/**
 * A page from the rows read for it: up to `limit + 1` rows in the order of travel (backwards from a
 * `before` cursor), the extra one only telling that more rows lie that way. Answers the rows in
 * list order with the cursors of the neighbouring pages: `previousCursor` is null on the first
 * page (nothing before the start, or nothing left before a `before` cursor), `nextCursor` when no
 * row follows. `skipped` rows were passed over by an offset from the start.
 */
export function keysetPage<R, K>(
  read: readonly R[],
  limit: number,
  position: PagePosition<unknown>,
  codec: CursorCodec<K>,
  keyOf: (row: R) => K,
  skipped = 0,
): KeysetPage<R> {
  const more = read.length > limit;
  const travelled = read.slice(0, limit);
  const backwards = position.direction === 'before';
  const rows = backwards ? travelled.reverse() : travelled;
  const first = rows[0];
  const last = rows[rows.length - 1];
  const rowsBefore = backwards ? more : position.direction === 'after' || skipped > 0;
  const rowsAfter = backwards ? true : more;
  return {
    rows,
    previousCursor: first !== undefined && rowsBefore ? codec.encode(keyOf(first)) : null,
    nextCursor: last !== undefined && rowsAfter ? codec.encode(keyOf(last)) : null,
  };
}
