import { leadStatistics, noQuery, type LeadStatistics } from '@outreach/contracts';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { sql } from 'slonik';
import { z } from 'zod';
import { tierRecord, tierRow } from '../contacts/tierCounts.route.ts';

/** Cities and states listed in Top Markets. */
export const TOP_MARKETS = 10;

const totals = z.object({ totalLeads: z.number(), avgExperience: z.number(), avgListings: z.number() });
const cityRow = z.object({ city: z.string(), state: z.string().nullable(), count: z.number() });
const stateRow = z.object({ state: z.string(), count: z.number() });

/**
 * GET /api/ai/lead-statistics: the AI Marketing page's figures, from the contacts read model —
 * how many contacts, how many elite and high performers (20+ listings), their mean experience and
 * listings, and where most of them work (cities with their state, and states).
 */
export function registerLeadStatisticsRoute(app: TypedApp, runtime: Runtime): void {
  app.get('/api/ai/lead-statistics', { config: { projections: ['contacts'] }, schema: { querystring: noQuery, response: { 200: leadStatistics } } }, async (): Promise<LeadStatistics> => {
    const [figures, tiers, cities, states] = await Promise.all([
      runtime.db.one(sql.type(totals)`
        select count(*)::int as "totalLeads",
               coalesce(round(avg(years_experience)::numeric, 1), 0)::float8 as "avgExperience",
               coalesce(round(avg(coalesce(listing_count, 0))::numeric, 1), 0)::float8 as "avgListings"
        from read.contacts`),
      runtime.db.any(sql.type(tierRow)`select tier, contacts as n from read.contact_tier_counts`),
      runtime.db.any(sql.type(cityRow)`
        select min(city) as city, upper(state) as state, count(*)::int as count from read.contacts
        where nullif(trim(city), '') is not null
        group by lower(trim(city)), upper(state) order by count desc, min(city) limit ${TOP_MARKETS}`),
      runtime.db.any(sql.type(stateRow)`
        select upper(state) as state, count(*)::int as count from read.contacts
        where nullif(trim(state), '') is not null
        group by upper(state) order by count desc, upper(state) limit ${TOP_MARKETS}`),
    ]);
    const tierCounts = tierRecord(tiers);
    return { ...figures, highPerformers: tierCounts.elite + tierCounts['high-performer'], topCities: [...cities], topStates: [...states], tierCounts };
  });
}
