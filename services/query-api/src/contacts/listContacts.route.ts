import { contactIdParams, contactView, listContactsQuery } from '@outreach/contracts';
import { notFound } from '@outreach/domain';
import { parseInput, type Runtime } from '@outreach/server-kit';
import type { FastifyInstance } from 'fastify';
import { sql } from 'slonik';
import { z } from 'zod';
import { contactViewColumns } from './contactSelect.ts';
import { SearchCounts } from './searchCounts.ts';
import { walkNameOrder } from './searchPlan.ts';

const READS = { projections: ['contacts'] };

const counted = z.object({ n: z.number(), generation: z.string().nullable() });
const searchHead = z.object({ generation: z.string().nullable(), contacts: z.number() });
const CURRENT_GENERATION = sql.fragment`(select g.generation::text from read.contact_search_generation g)`;

/** GET /api/contacts (search over name, e-mail, company and mobile phone; status; paging) and GET /api/contacts/{id}. */
export function registerListContactsRoutes(app: FastifyInstance, runtime: Runtime): void {
  const counts = new SearchCounts();
  app.get('/api/contacts', { config: READS }, async (request) => {
    const { search, status, limit, offset } = parseInput(listContactsQuery, request.query);
    const conditions = [sql.fragment`true`];
    // A phone-shaped search ("(512) 555-0142", "+1 512…") matches the number's digits.
    const term = search && /^[\d\s()+.-]+$/.test(search) && /\d{3}/.test(search) ? search.replace(/\D/g, '') : search?.toLowerCase();
    if (term) conditions.push(sql.fragment`c.search_text like ${`%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`}`);
    if (status) conditions.push(sql.fragment`c.status = ${status}`);
    const where = sql.join(conditions, sql.fragment` and `);
    // The total is counted once per search generation: pages after the first reuse it.
    const head = await runtime.db.one(sql.type(searchHead)`
      select ${CURRENT_GENERATION} as generation, (select greatest(reltuples, 0)::int from pg_class where oid = 'read.contacts'::regclass) as contacts`);
    const known = counts.get(SearchCounts.key(head.generation, status, term));
    const counting =
      known ??
      runtime.db.one(sql.type(counted)`select count(*)::int as n, ${CURRENT_GENERATION} as generation from read.contacts c where ${where}`).then((r) => {
        counts.set(SearchCounts.key(r.generation, status, term), r.n);
        return r.n;
      });
    // The page's ids first (walking an index that holds search_text, or sorting the matches the
    // search index found), then the page's rows.
    const page = (walk: boolean) =>
      runtime.db.any(sql.type(contactView)`
        ${walk ? sql.fragment`` : sql.fragment`with matches as materialized (select c.id, c.last_name, c.first_name from read.contacts c where ${where})`}
        select ${contactViewColumns} from read.contacts c join (
          ${walk
            ? sql.fragment`select c.id, c.last_name, c.first_name from read.contacts c where ${where}`
            : sql.fragment`select m.id, m.last_name, m.first_name from matches m`}
          order by last_name nulls last, first_name nulls last, id limit ${limit} offset ${offset}) page using (id)
        order by page.last_name nulls last, page.first_name nulls last, c.id`);
    const [total, contacts] = await Promise.all([
      counting,
      term ? Promise.resolve(counting).then((n) => page(walkNameOrder(n, head.contacts, offset + limit))) : page(true),
    ]);
    return { contacts, total };
  });

  app.get('/api/contacts/:id', { config: READS }, async (request) => {
    const { id } = parseInput(contactIdParams, request.params);
    const found = await runtime.db.maybeOne(sql.type(contactView)`select ${contactViewColumns} from read.contacts c where c.id = ${id}`);
    if (!found) throw notFound('Contact not found');
    return found;
  });
}
