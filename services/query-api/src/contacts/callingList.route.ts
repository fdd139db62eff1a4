import { callingContact, callingList, callingListQuery } from '@outreach/contracts';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { sql } from 'slonik';
import { countCallingList } from './callingCounts.ts';
import { callFilterCondition } from './callFilters.ts';
import { callingCardColumns } from './contactSelect.ts';
import { keysetPage } from './keysetPage.ts';
import { pagePosition } from './pageCursor.ts';
import { listingsOrder } from './pageOrders.ts';
import { pageWindow } from './pageWindow.ts';

/**
 * GET /api/contacts/calling: contacts with a phone in one tier, most listings first, filtered by
 * call state; a page by cursor (`after`/`before`: every page alike) or by number (`page`, for old
 * clients: read from the nearer end of the list).
 */
export function registerCallingListRoute(app: TypedApp, runtime: Runtime): void {
  app.get('/api/contacts/calling', { config: { projections: ['contacts'] }, schema: { querystring: callingListQuery, response: { 200: callingList } } }, async (request) => {
    const query = request.query;
    const { tier, limit, filter } = query;
    const where = sql.fragment`c.tier = ${tier} and c.phone is not null and ${callFilterCondition(filter)}`;
    const position = pagePosition(listingsOrder.codec, query);
    const cards = (order: typeof listingsOrder.ascending, rows: number, offset: number, from = sql.fragment`true`) =>
      runtime.db.any(sql.type(callingContact)`
        select ${callingCardColumns} from read.contacts c where ${where} and ${from} order by ${order} limit ${rows} offset ${offset}`);

    if (position.direction !== 'start') {
      const [total, read] = await Promise.all([
        countCallingList(runtime, tier, filter),
        cards(position.direction === 'before' ? listingsOrder.descending : listingsOrder.ascending, limit + 1, 0, listingsOrder.beyond(position.direction, position.key)),
      ]);
      const { rows, previousCursor, nextCursor } = keysetPage(read, limit, position, listingsOrder.codec, listingsOrder.keyOf);
      return { contacts: rows, total, previousCursor, nextCursor };
    }

    const page = query.page ?? 1;
    // Page 1 reads from the start whatever the total, so it need not wait for the count.
    const [total, firstPage] = await Promise.all([countCallingList(runtime, tier, filter), page === 1 ? cards(listingsOrder.ascending, limit, 0) : undefined]);
    const w = pageWindow(page, limit, total);
    const read = firstPage ?? (await cards(w.reverse ? listingsOrder.descending : listingsOrder.ascending, w.limit, w.offset));
    const rows = w.reverse ? [...read].reverse() : read;
    const start = (page - 1) * limit;
    const first = rows[0];
    const last = rows[rows.length - 1];
    return {
      contacts: rows,
      total,
      previousCursor: first && start > 0 ? listingsOrder.codec.encode(listingsOrder.keyOf(first)) : null,
      nextCursor: last && start + rows.length < total ? listingsOrder.codec.encode(listingsOrder.keyOf(last)) : null,
    };
  });
}
