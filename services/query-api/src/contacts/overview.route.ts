import { callingContact, noQuery, overviewStats, TIERS, topPerformers, type CallingContact, type Tier } from '@outreach/contracts';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { sql } from 'slonik';
import { z } from 'zod';
import { callingCardColumns, stagedCardColumns } from './contactSelect.ts';
import { tierRecord, tierRow } from './tierCounts.route.ts';

export const TOP_PERFORMER_SAMPLE = 6;

/**
 * GET /api/overview/stats (the Overview section) and GET /api/dashboard/top-performers (the
 * Sales dashboard: per tier, every agent — contacts and staged — and the ones with most listings).
 * Contacts are counted by the per-tier counts the contacts projection keeps, not by reading every
 * contact. The average open and click rates (percent) are the mean of the rates of the campaigns
 * that track opens (or clicks) over their e-mails sent in the last 30 days; 0 when none has.
 */
export function registerOverviewRoutes(app: TypedApp, runtime: Runtime): void {
  app.get('/api/overview/stats', { config: { projections: ['contacts', 'campaigns'] }, schema: { querystring: noQuery, response: { 200: overviewStats } } }, async () => {
    const now = runtime.clock.now().toISOString();
    const [totals, rates, tiers] = await Promise.all([
      runtime.db.one(sql.type(z.object({ totalContacts: z.number(), emailsSent30d: z.number() }))`
        select (select coalesce(sum(contacts), 0)::int from read.contact_tier_counts) as "totalContacts",
               (select count(*)::int from read.communications where channel = 'email' and sent_at > ${now}::timestamptz - interval '30 days' and sent_at <= ${now}::timestamptz) as "emailsSent30d"`),
      runtime.db.one(sql.type(z.object({ avgOpenRate: z.number(), avgClickRate: z.number() }))`
        select coalesce(round(avg(opened) filter (where tracks_opens), 1), 0)::float8 as "avgOpenRate",
               coalesce(round(avg(clicked) filter (where tracks_clicks), 1), 0)::float8 as "avgClickRate"
          from (select coalesce((c.tracking ->> 'opens')::boolean, false) as tracks_opens, coalesce((c.tracking ->> 'clicks')::boolean, false) as tracks_clicks,
                       100.0 * count(*) filter (where m.opened_at is not null) / count(*) as opened,
                       100.0 * count(*) filter (where m.clicked_at is not null) / count(*) as clicked
                  from read.campaigns c join read.campaign_messages m on m.campaign_id = c.id
                 -- The campaigns that may have sent in the window (few), then their e-mails by campaign.
                 where c.sent_at is not null and c.sent_at <= ${now}::timestamptz
                   and (c.completed_at is null or c.completed_at > ${now}::timestamptz - interval '30 days')
                   and m.sent_at > ${now}::timestamptz - interval '30 days' and m.sent_at <= ${now}::timestamptz
                 group by c.id) per_campaign`),
      runtime.db.any(sql.type(tierRow)`select tier, contacts as n from read.contact_tier_counts`),
    ]);
    return { ...totals, ...rates, tierCounts: tierRecord(tiers) };
  });

  app.get('/api/dashboard/top-performers', { config: { projections: ['contacts', 'stagedAgents'] }, schema: { querystring: noQuery, response: { 200: topPerformers } } }, async () => {
    const counts = await runtime.db.any(sql.type(tierRow)`
      select tier, sum(n)::int as n from (
        select tier, contacts as n from read.contact_tier_counts
        union all select tier, count(*) as n from read.staged_agents group by tier) t group by tier`);
    const totals = tierRecord(counts);
    const samples = await Promise.all(
      TIERS.map((tier) =>
        runtime.db.any(sql.type(callingContact)`
          select * from (
            (select ${callingCardColumns} from read.contacts c where c.tier = ${tier} order by c.listing_count desc, c.id limit ${TOP_PERFORMER_SAMPLE})
            union all
            (select ${stagedCardColumns} from read.staged_agents s where s.tier = ${tier} order by s.listing_count desc, s.id limit ${TOP_PERFORMER_SAMPLE})
          ) agents order by listing_count desc, id limit ${TOP_PERFORMER_SAMPLE}`),
      ),
    );
    return Object.fromEntries(TIERS.map((tier, i) => [tier, { totalCount: totals[tier], contacts: samples[i] ?? [] }])) as Record<Tier, { totalCount: number; contacts: readonly CallingContact[] }>;
  });
}
