import { contactIdParams, contactView, listContactsQuery } from '@outreach/contracts';
import { notFound } from '@outreach/domain';
import { parseInput, type Runtime } from '@outreach/server-kit';
import type { FastifyInstance } from 'fastify';
import { sql } from 'slonik';
import { z } from 'zod';
import { contactViewColumns } from './contactSelect.ts';

const READS = { projections: ['contacts'] };

/** GET /api/contacts (search over name, e-mail, company and mobile phone; status; paging) and GET /api/contacts/{id}. */
export function registerListContactsRoutes(app: FastifyInstance, runtime: Runtime): void {
  app.get('/api/contacts', { config: READS }, async (request) => {
    const { search, status, limit, offset } = parseInput(listContactsQuery, request.query);
    const conditions = [sql.fragment`true`];
    // A phone-shaped search ("(512) 555-0142", "+1 512…") matches the number's digits.
    const term = search && /^[\d\s()+.-]+$/.test(search) && /\d{3}/.test(search) ? search.replace(/\D/g, '') : search?.toLowerCase();
    if (term) conditions.push(sql.fragment`c.search_text like ${`%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`}`);
    if (status) conditions.push(sql.fragment`c.status = ${status}`);
    const where = sql.join(conditions, sql.fragment` and `);
    const [total, contacts] = await Promise.all([
      runtime.db.oneFirst(sql.type(z.object({ n: z.number() }))`select count(*)::int as n from read.contacts c where ${where}`),
      runtime.db.any(sql.type(contactView)`
        select ${contactViewColumns} from read.contacts c where ${where}
        order by c.last_name nulls last, c.first_name nulls last, c.id limit ${limit} offset ${offset}`),
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
