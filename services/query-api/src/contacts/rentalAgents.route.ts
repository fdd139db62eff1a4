import { callingContact, rentalList, rentalListQuery } from '@outreach/contracts';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { sql } from 'slonik';
import { z } from 'zod';
import { callFilterCondition, stagedMatches } from './callFilters.ts';
import { callingCardColumns, stagedCardColumns } from './contactSelect.ts';

/**
 * GET /api/contacts/rental-agents: agents with at least `minRentals` rental listings — contacts
 * (filtered by call state) and staged agents not yet imported (never called, so fresh) — most
 * rentals first.
 */
export function registerRentalAgentsRoute(app: TypedApp, runtime: Runtime): void {
  app.get('/api/contacts/rental-agents', { config: { projections: ['contacts', 'stagedAgents'] }, schema: { querystring: rentalListQuery, response: { 200: rentalList } } }, async (request) => {
    const { minRentals, page, limit, filter } = request.query;
    const contactsWhere = sql.fragment`c.total_listings_for_rent >= ${minRentals} and ${callFilterCondition(filter)}`;
    const withStaged = stagedMatches(filter);
    const count = sql.type(z.object({ n: z.number() }));
    const [contactTotal, stagedTotal] = await Promise.all([
      runtime.db.oneFirst(count`select count(*)::int as n from read.contacts c where ${contactsWhere}`),
      withStaged
        ? runtime.db.oneFirst(count`select count(*)::int as n from read.staged_agents s where s.total_listings_for_rent >= ${minRentals}`)
        : Promise.resolve(0),
    ]);
    const total = contactTotal + stagedTotal;
    const offset = (page - 1) * limit;
    const staged = withStaged
      ? sql.fragment`union all (select ${stagedCardColumns} from read.staged_agents s where s.total_listings_for_rent >= ${minRentals}
                                order by s.total_listings_for_rent desc, s.id limit ${offset + limit})`
      : sql.fragment``;
    const contacts = await runtime.db.any(sql.type(callingContact)`
      select * from (
        (select ${callingCardColumns} from read.contacts c where ${contactsWhere}
          order by c.total_listings_for_rent desc, c.id limit ${offset + limit})
        ${staged}
      ) agents order by rental_listings desc, id limit ${limit} offset ${offset}`);
    return { contacts, total, totalPages: Math.ceil(total / limit) };
  });
}
