import { callingContact, callingList, callingListQuery } from '@outreach/contracts';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { sql, type FragmentSqlToken } from 'slonik';
import { countCallingList } from './callingCounts.ts';
import { callFilterCondition, sentListOf } from './callFilters.ts';
import { callingCardColumns } from './contactSelect.ts';
import { keysetPage } from './keysetPage.ts';
import { pagePosition } from './pageCursor.ts';
import { listingsOrder, sentListingsOrder } from './pageOrders.ts';
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
    // The lists of contacts e-mailed and texted are read from their own table, in its index's order.
    const sent = sentListOf(filter);
    const { source, where, order } = sent
      ? {
          source: sql.fragment`read.contact_sent_lists s join read.contacts c on c.id = s.contact_id`,
          where: sql.fragment`s.channel = ${sent} and s.tier = ${tier} and s.has_phone`,
          order: sentListingsOrder,
        }
      : { source: sql.fragment`read.contacts c`, where: sql.fragment`c.tier = ${tier} and c.phone is not null and ${callFilterCondition(filter)}`, order: listingsOrder };
    const position = pagePosition(order.codec, query);
    const cards = (by: FragmentSqlToken, rows: number, offset: number, from = sql.fragment`true`) =>
      runtime.db.any(sql.type(callingContact)`
        select ${callingCardColumns} from ${source} where ${where} and ${from} order by ${by} limit ${rows} offset ${offset}`);

    if (position.direction !== 'start') {
      const [total, read] = await Promise.all([
        countCallingList(runtime, tier, filter),
        cards(position.direction === 'before' ? order.descending : order.ascending, limit + 1, 0, order.beyond(position.direction, position.key)),
      ]);
      const { rows, previousCursor, nextCursor } = keysetPage(read, limit, position, order.codec, order.keyOf);
      return { contacts: rows, total, previousCursor, nextCursor };
    }

    const page = query.page ?? 1;
    // Page 1 reads from the start whatever the total, so it need not wait for the count.
    const [total, firstPage] = await Promise.all([countCallingList(runtime, tier, filter), page === 1 ? cards(order.ascending, limit, 0) : undefined]);
    const w = pageWindow(page, limit, total);
    const read = firstPage ?? (await cards(w.reverse ? order.descending : order.ascending, w.limit, w.offset));
    const rows = w.reverse ? [...read].reverse() : read;
    const start = (page - 1) * limit;
    const first = rows[0];
    const last = rows[rows.length - 1];
    return {
      contacts: rows,
      total,
      previousCursor: first && start > 0 ? order.codec.encode(order.keyOf(first)) : null,
      nextCursor: last && start + rows.length < total ? order.codec.encode(order.keyOf(last)) : null,
    };
  });
}
