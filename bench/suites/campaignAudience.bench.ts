import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DEMO_AGENT_COUNT, generateAgents, type DemoAgent } from '@outreach/demo-data';
import { startBenchPlatform } from '../support/platform.ts';
import { insertContactsRaw, type RawContact } from '../support/rawInsert.ts';
import { measureGroups, type RouteSpec } from '../support/routeLatency.ts';
import type { Figure, Suite } from '../support/suite.ts';

/** The product's bound on the creator's live recipient count (issue 14). */
const P95_TARGET_MS = 50;
const BATCH = 1_000;
/** One address in 67 on the suppression list (unsubscribed, hard bounce, complaint): about 1.5%. */
const SUPPRESSED_EVERY = 67;
/** Every second address checked before an earlier send; one in 31 of all of them invalid. */
const VERIFIED_EVERY = 2;
const INVALID_EVERY = 31;

const PATH = '/api/campaigns/audience-count';

function contactRow(agent: DemoAgent, at: string): RawContact {
  return {
    id: randomUUID(),
    first_name: agent.firstName,
    last_name: agent.lastName,
    agent_name: agent.agentName,
    email: agent.email,
    phone: agent.mobilePhone,
    office_phone: agent.officePhone,
    company: agent.company,
    city: agent.city,
    state: agent.state,
    zip_code: agent.zipCode,
    status: agent.status,
    listing_count: agent.listingCount,
    total_listings_for_rent: agent.totalListingsForRent,
    years_experience: agent.yearsExperience,
    service_areas: agent.serviceAreas,
    data_source: agent.dataSource,
    notes: null,
    import_source: 'demo',
    created_at: at,
    updated_at: at,
  };
}

function* contactBatches(at: string): Generator<RawContact[]> {
  let batch: RawContact[] = [];
  for (const agent of generateAgents()) {
    batch.push(contactRow(agent, at));
    if (batch.length === BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

const query = (params: [string, string | number][]) => `${PATH}?${params.map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`).join('&')}`;

export const campaignAudienceSuite: Suite = {
  name: 'campaignAudience',
  description: "the campaign creator's live audience count over HTTP on the demo data set (95,836 contacts), suppressions and verifications included",
  async run(context) {
    const { log } = context;
    const bench = await startBenchPlatform(context.databaseUrl);
    try {
      const { runtime, api, probe } = bench;
      const at = new Date().toISOString();
      const loaded = await insertContactsRaw(runtime.pg, 'read.contacts', contactBatches(at));
      if (loaded.rows !== DEMO_AGENT_COUNT) throw new Error(`loaded ${loaded.rows} contacts, not ${DEMO_AGENT_COUNT}`);
      await runtime.pg.query(
        `insert into dispatcher.suppressions (channel, address, reason, source_event_id, suppressed_at)
         select 'email', email, 'Hard bounce', gen_random_uuid(), now()
           from (select email, row_number() over (order by email) as n from read.contacts where email is not null) c where n % $1 = 0`,
        [SUPPRESSED_EVERY],
      );
      await runtime.pg.query(
        `insert into read.email_verifications (email, status, sub_status, score, is_deliverable, verification_provider, verified_at)
         select email, case when n % $2 = 0 then 'invalid' else 'valid' end, case when n % $2 = 0 then 'no_mx' else 'ok' end,
                case when n % $2 = 0 then 0 else 90 end, n % $2 <> 0, 'outreach', now()
           from (select email, row_number() over (order by md5(email)) as n from read.contacts where email is not null) c where n % $1 = 0 or n % $2 = 0`,
        [VERIFIED_EVERY, INVALID_EVERY],
      );
      const vacuumStarted = performance.now();
      await runtime.pg.query('vacuum (analyze) read.contacts, read.email_verifications, dispatcher.suppressions');
      const { rows: sizes } = await runtime.pg.query<{ suppressed: number; verified: number; invalid: number }>(
        `select (select count(*)::int from dispatcher.suppressions) as suppressed, (select count(*)::int from read.email_verifications) as verified,
                (select count(*)::int from read.email_verifications where status = 'invalid') as invalid`,
      );
      const { suppressed, verified, invalid } = sizes[0]!;
      log(
        `${loaded.rows.toLocaleString('en-US')} contacts in read.contacts, ${suppressed} suppressed addresses, ${verified} verifications (${invalid} invalid); vacuum analyze ${(performance.now() - vacuumStarted).toFixed(0)} ms`,
      );

      // The edit dialog offers the first 20 distinct cities; the creator ticks cities and tiers.
      const { rows: cityRows } = await runtime.pg.query<{ city: string }>(`select city from read.contacts where city is not null group by city order by count(*) desc, city limit 60`);
      const cities = cityRows.map((r) => r.city);
      const twentyCities = (i: number) => Array.from({ length: 20 }, (_, k) => cities[(i + k) % cities.length]!);

      const everyone = await api.getJson<{ count: number; matching: number; suppressed: number; invalid: number }>(PATH);
      const { rows: raw } = await runtime.pg.query<{ n: number }>(
        `select count(*)::int as n from read.contacts c
          where c.status = 'active' and c.email is not null
            and not exists (select 1 from dispatcher.suppressions s where s.channel = 'email' and s.address = c.email)
            and not exists (select 1 from read.email_verifications v where v.email = c.email and v.status = 'invalid')`,
      );
      if (everyone.count !== raw[0]!.n) throw new Error(`the route counts ${everyone.count}, plain SQL ${raw[0]!.n}`);
      log(`every contact: ${everyone.count} recipients of ${everyone.matching} (${everyone.suppressed} suppressed, ${everyone.invalid} invalid), equal to plain SQL`);

      const about = `${loaded.rows.toLocaleString('en-US')} contacts, ${suppressed} suppressed and ${invalid} invalid addresses`;
      const specs: RouteSpec[] = [
        { key: 'everyone', name: 'audience count, every contact', path: () => PATH, p95TargetMs: P95_TARGET_MS, about },
        {
          key: 'tiers',
          name: 'audience count, elite and high performers',
          path: () => query([['performanceTiers', 'elite'], ['performanceTiers', 'high-performer']]),
          p95TargetMs: P95_TARGET_MS,
          about,
        },
        {
          key: 'cities',
          name: 'audience count, 20 cities',
          path: (i) => query(twentyCities(i).map((city) => ['cities', city] as [string, string])),
          p95TargetMs: P95_TARGET_MS,
          about: `${about}; 20 of the 60 largest cities, a different 20 each request`,
        },
        {
          key: 'everything',
          name: 'audience count, 20 cities, two tiers, minimum listings and experience',
          path: (i) =>
            query([...twentyCities(i).map((city) => ['cities', city] as [string, string]), ['performanceTiers', 'moderate'], ['performanceTiers', 'active'], ['minListings', 6], ['minExperience', 5]]),
          p95TargetMs: P95_TARGET_MS,
          about: `${about}; the largest tiers, a different 20 cities each request`,
        },
      ];
      const figures: Figure[] = [];
      const measured = await measureGroups(context, api, probe, 'campaignAudience', [specs]);
      figures.push(...measured.figures);
      return figures;
    } finally {
      await bench.close();
    }
  },
};
