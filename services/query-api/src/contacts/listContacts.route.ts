import { contactIdParams, contactList, contactView, listContactsQuery, noQuery } from '@outreach/contracts';
import { notFound } from '@outreach/domain';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { sql } from 'slonik';
import { z } from 'zod';
import { CONTACT_VIEW_PROJECTIONS, contactViewColumns, contactViewSource } from './contactSelect.ts';
import { contactPageQuery, contactsMatching } from './contactPageQuery.ts';
import { keysetPage } from './keysetPage.ts';
import { pagePosition } from './pageCursor.ts';
import { nameOrder } from './pageOrders.ts';
import { SearchCounts } from './searchCounts.ts';
import { walkNameOrder } from './searchPlan.ts';

const READS = { projections: CONTACT_VIEW_PROJECTIONS };

const counted = z.object({ n: z.number(), generation: z.string().nullable() });
const searchHead = z.object({ generation: z.string().nullable(), contacts: z.number() });
const CURRENT_GENERATION = sql.fragment`(select g.generation::text from read.contact_search_generation g)`;

/**
 * GET /api/contacts (search over name, e-mail and company and mobile phone; status; a page by
 * offset or by cursor) and GET /api/contacts/{id}.
 */
export function registerListContactsRoutes(app: TypedApp, runtime: Runtime): void {
  const counts = new SearchCounts();

  /** Every contact: the counts the contacts projection keeps per tier. */
  const countEveryone = () => runtime.db.oneFirst(sql.type(z.object({ n: z.number() }))`select coalesce(sum(contacts), 0)::int as n from read.contact_tier_counts`);

  app.get('/api/contacts', { config: READS, schema: { querystring: listContactsQuery, response: { 200: contactList } } }, async (request) => {
    const query = request.query;
    const { search, status, limit } = query;
    const skip = query.offset ?? 0;
    const position = pagePosition(nameOrder.codec, query);
    // A phone-shaped search ("(512) 555-0142", "+1 512…") matches the number's digits.
    const term = search && /^[\d\s()+.-]+$/.test(search) && /\d{3}/.test(search) ? search.replace(/\D/g, '') : search?.toLowerCase();
    const where = contactsMatching(term, status);

    // A search's total is counted once per search generation: pages after the first reuse it.
    const counting = async (): Promise<{ total: number; contacts: number }> => {
      const head = await runtime.db.one(sql.type(searchHead)`
        select ${CURRENT_GENERATION} as generation, (select greatest(reltuples, 0)::int from pg_class where oid = 'read.contacts'::regclass) as contacts`);
      const known = counts.get(SearchCounts.key(head.generation, status, term));
      if (known !== undefined) return { total: known, contacts: head.contacts };
      const r = await runtime.db.one(sql.type(counted)`select count(*)::int as n, ${CURRENT_GENERATION} as generation from read.contacts c where ${where}`);
      counts.set(SearchCounts.key(r.generation, status, term), r.n);
      return { total: r.n, contacts: head.contacts };
    };
    const page = (walk: boolean) => runtime.db.any(sql.type(contactView)`${contactPageQuery({ term, status, position, limit, skip, walk })}`);
    let total: number;
    let read: readonly z.infer<typeof contactView>[];
    if (term) {
      const counted = await counting();
      total = counted.total;
      read = await page(walkNameOrder(total, counted.contacts, skip + limit));
    } else {
      [total, read] = await Promise.all([status ? counting().then((c) => c.total) : countEveryone(), page(true)]);
    }
    const { rows, previousCursor, nextCursor } = keysetPage(read, limit, position, nameOrder.codec, nameOrder.keyOf, skip);
    return { contacts: rows, total, previousCursor, nextCursor };
  });

  app.get('/api/contacts/:id', { config: READS, schema: { params: contactIdParams, querystring: noQuery, response: { 200: contactView } } }, async (request) => {
    const { id } = request.params;
    const found = await runtime.db.maybeOne(sql.type(contactView)`select ${contactViewColumns} from ${contactViewSource} where c.id = ${id}`);
    if (!found) throw notFound('Contact not found');
    return found;
  });
}
