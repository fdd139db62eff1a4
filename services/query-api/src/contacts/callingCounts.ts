import type { CallFilter, Tier } from '@outreach/contracts';
import type { Runtime } from '@outreach/server-kit';
import { sql } from 'slonik';
import { z } from 'zod';
import { callFilterCondition, sentListOf } from './callFilters.ts';

const count = sql.type(z.object({ n: z.number() }));

/**
 * How many contacts with a phone a tier's calling list holds under a filter, in one statement (one
 * snapshot). All of them is the count the contacts projection keeps per tier; the fresh ones (never
 * called, the default and by far the largest list) are those less the called ones, which a partial
 * index holds; the contacts e-mailed or texted are counted on their own list's index; every other
 * filter counts its own partial index.
 */
export function countCallingList(runtime: Runtime, tier: Tier, filter: CallFilter): Promise<number> {
  const withPhone = sql.fragment`coalesce((select t.with_phone from read.contact_tier_counts t where t.tier = ${tier}), 0)`;
  const matching = (condition: ReturnType<typeof callFilterCondition>) =>
    sql.fragment`(select count(*) from read.contacts c where c.tier = ${tier} and c.phone is not null and ${condition})`;
  const sent = sentListOf(filter);
  if (sent) return runtime.db.oneFirst(count`select count(*)::int as n from read.contact_sent_lists s where s.channel = ${sent} and s.tier = ${tier} and s.has_phone`);
  switch (filter) {
    case 'all':
      return runtime.db.oneFirst(count`select ${withPhone}::int as n`);
    case 'fresh':
      return runtime.db.oneFirst(count`select (${withPhone} - ${matching(callFilterCondition('called'))})::int as n`);
    default:
      return runtime.db.oneFirst(count`select ${matching(callFilterCondition(filter))}::int as n`);
  }
}
