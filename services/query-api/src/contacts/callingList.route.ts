import { callingContact, callingListQuery } from '@outreach/contracts';
import { parseInput, type Runtime } from '@outreach/server-kit';
import type { FastifyInstance } from 'fastify';
import { sql } from 'slonik';
import { z } from 'zod';
import { callFilterCondition } from './callFilters.ts';
import { callingCardColumns } from './contactSelect.ts';
import { pageWindow } from './pageWindow.ts';

/** GET /api/contacts/calling: contacts with a phone in one tier, by listings, filtered by call state. */
export function registerCallingListRoute(app: FastifyInstance, runtime: Runtime): void {
  app.get('/api/contacts/calling', { config: { projections: ['contacts'] } }, async (request) => {
    const { tier, page, limit, filter } = parseInput(callingListQuery, request.query);
    const where = sql.fragment`c.tier = ${tier} and c.phone is not null and ${callFilterCondition(filter)}`;
    const total = await runtime.db.oneFirst(sql.type(z.object({ n: z.number() }))`select count(*)::int as n from read.contacts c where ${where}`);
    const w = pageWindow(page, limit, total);
    const order = w.reverse ? sql.fragment`c.listing_count asc, c.id desc` : sql.fragment`c.listing_count desc, c.id asc`;
    const rows = await runtime.db.any(sql.type(callingContact)`
      select ${callingCardColumns} from read.contacts c where ${where} order by ${order} limit ${w.limit} offset ${w.offset}`);
    return { contacts: w.reverse ? [...rows].reverse() : rows, total };
  });
}
