import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkRecipientFilter, type RecipientFilterInput } from '@outreach/domain';
import { migrateRunner } from '@outreach/runner';
import { createSlonikPool, migrate, type DatabasePool } from '@outreach/server-kit';
import { createTestDatabase, type TestDatabase } from '@outreach/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateReadModels } from '../migrate.ts';
import { campaignAudiencePage, countCampaignAudience } from './campaignAudience.ts';

/** The suppression list is the dispatcher's table: its migrations run beside the read models, as on every deployment's database. */
const DISPATCHER_MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'dispatcher', 'migrations');

let database: TestDatabase;
let pool: pg.Pool;
let db: DatabasePool;

interface Agent {
  first: string | null;
  last?: string | null;
  agent?: string | null;
  email: string | null;
  city: string;
  listings: number | null;
  years: number | null;
  status?: string;
}

const ids = new Map<string, string>();

const agents: Agent[] = [
  { first: 'Ann', last: 'Lee', email: 'ann@example.com', city: 'Austin', listings: 60, years: 12 },
  { first: 'Bob', last: null, email: 'bob@example.com', city: 'Austin', listings: 25, years: 3 },
  { first: null, agent: 'Cy Realty', email: 'cy@example.com', city: 'Dallas', listings: 12, years: 8 },
  { first: 'Dee', email: 'dee@example.com', city: 'Dallas', listings: 4, years: null },
  { first: 'Eve', email: 'eve@example.com', city: 'Houston', listings: null, years: 20 },
  { first: 'Fay', email: null, city: 'Austin', listings: 70, years: 30 },
  { first: 'Gus', email: 'gus@example.com', city: 'Austin', listings: 80, years: 15, status: 'unsubscribed' },
  { first: 'Hal', email: 'hal@example.com', city: 'Austin', listings: 55, years: 9 },
  { first: 'Ivy', email: 'ivy@example.com', city: 'Dallas', listings: 30, years: 5 },
  { first: 'Jo', email: 'jo@example.com', city: 'Austin', listings: 51, years: 1 },
];

beforeAll(async () => {
  database = await createTestDatabase('campaign_audience');
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
  pool.on('error', () => undefined);
  await migrateReadModels(pool);
  await migrateRunner(pool);
  await migrate(pool, 'dispatcher', DISPATCHER_MIGRATIONS);
  db = await createSlonikPool(database.url, 2);
  for (const a of agents) {
    const id = randomUUID();
    ids.set(a.first ?? a.agent!, id);
    await pool.query(
      `insert into read.contacts (id, first_name, last_name, agent_name, email, city, status, listing_count, years_experience, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, now(), now())`,
      [id, a.first, a.last ?? null, a.agent ?? null, a.email, a.city, a.status ?? 'active', a.listings, a.years],
    );
  }
  // Hal hard-bounced (suppressed); Ivy's address is invalid; Jo's is both; Ann's is valid, Bob's suppressed for SMS only.
  await pool.query(
    `insert into dispatcher.suppressions (channel, address, reason, source_event_id, suppressed_at) values
       ('email', 'hal@example.com', 'Hard bounce', $1, now()), ('email', 'jo@example.com', 'Spam complaint', $1, now()), ('sms', 'bob@example.com', 'Opted out by STOP', $1, now())`,
    [randomUUID()],
  );
  await pool.query(
    `insert into read.email_verifications (email, status, sub_status, score, verification_provider, verified_at) values
       ('ivy@example.com', 'invalid', 'no_mx', 0, 'outreach', now()), ('jo@example.com', 'invalid', 'no_mx', 0, 'outreach', now()),
       ('ann@example.com', 'valid', 'ok', 100, 'outreach', now()), ('cy@example.com', 'risky', 'role_account', 60, 'outreach', now())`,
  );
});
afterAll(async () => {
  await db?.end();
  await pool?.end();
  await database?.drop();
});

const count = (filter: RecipientFilterInput) => countCampaignAudience(db, checkRecipientFilter(filter));

describe('countCampaignAudience', () => {
  it('counts active contacts with an e-mail, less suppressed e-mail addresses and addresses verified invalid', async () => {
    // Active with an e-mail: Ann, Bob, Cy, Dee, Eve, Hal, Ivy, Jo (Fay has none, Gus unsubscribed).
    expect(await count({})).toEqual({ count: 5, matching: 8, suppressed: 2, invalid: 1 });
  });

  it('matches any chosen city and any chosen tier', async () => {
    expect(await count({ cities: ['Austin'] })).toEqual({ count: 2, matching: 4, suppressed: 2, invalid: 0 });
    expect(await count({ cities: ['Austin', 'Houston'] })).toMatchObject({ count: 3, matching: 5 });
    expect(await count({ performanceTiers: ['elite'] })).toEqual({ count: 1, matching: 3, suppressed: 2, invalid: 0 });
    expect(await count({ performanceTiers: ['elite', 'high-performer'], cities: ['Dallas'] })).toEqual({ count: 0, matching: 1, suppressed: 0, invalid: 1 });
    expect(await count({ cities: ['Nowhere'] })).toEqual({ count: 0, matching: 0, suppressed: 0, invalid: 0 });
  });

  it('keeps contacts with at least minListings listings and minExperience years; a missing figure is below any minimum above 0', async () => {
    expect(await count({ minListings: 12 })).toMatchObject({ count: 3, matching: 6 });
    expect(await count({ minListings: 0, minExperience: 0 })).toMatchObject({ count: 5, matching: 8 });
    expect(await count({ minExperience: 8 })).toMatchObject({ count: 3, matching: 4 });
    expect(await count({ minListings: 20, minExperience: 10 })).toMatchObject({ count: 1, matching: 1 });
  });
});

describe('campaignAudiencePage', () => {
  it('lists the recipients in contact id order, page by page, with a name for the greeting', async () => {
    const filter = checkRecipientFilter({});
    const first = await campaignAudiencePage(db, filter, null, 3);
    const rest = await campaignAudiencePage(db, filter, first.at(-1)!.contactId, 10);
    const all = [...first, ...rest];
    expect(first).toHaveLength(3);
    expect(all.map((r) => r.contactId)).toEqual([...all.map((r) => r.contactId)].sort());
    expect(all.map((r) => r.email).sort()).toEqual(['ann@example.com', 'bob@example.com', 'cy@example.com', 'dee@example.com', 'eve@example.com']);
    expect(all.find((r) => r.email === 'ann@example.com')).toEqual({ contactId: ids.get('Ann'), email: 'ann@example.com', name: 'Ann Lee' });
    expect(all.find((r) => r.email === 'bob@example.com')!.name).toBe('Bob');
    expect(all.find((r) => r.email === 'cy@example.com')!.name).toBe('Cy Realty');
    expect(await campaignAudiencePage(db, filter, all.at(-1)!.contactId, 10)).toEqual([]);
  });
});

describe('cities chosen with their state', () => {
  const places: [string, string, string | null][] = [
    ['pm1@example.com', 'Portland', 'ME'],
    ['pm2@example.com', 'PORTLAND', 'me'],
    ['po1@example.com', 'Portland', 'OR'],
    ['pn1@example.com', 'Portland', null],
    ['at1@example.com', 'Arlington', 'TX'],
    ['av1@example.com', 'Arlington', 'VA'],
  ];
  beforeAll(async () => {
    for (const [email, city, state] of places) {
      await pool.query(
        `insert into read.contacts (id, first_name, email, city, state, status, listing_count, created_at, updated_at) values ($1, 'P', $2, $3, $4, 'active', 3, now(), now())`,
        [randomUUID(), email, city, state],
      );
    }
  });

  it('match that city in that state only, and a city alone in any state, whatever the case', async () => {
    expect(await count({ cities: ['Portland, ME'] })).toMatchObject({ count: 2, matching: 2 });
    expect(await count({ cities: ['portland, me'] })).toMatchObject({ count: 2, matching: 2 });
    expect(await count({ cities: ['Portland, OR'] })).toMatchObject({ count: 1, matching: 1 });
    expect(await count({ cities: ['portland'] })).toMatchObject({ count: 4, matching: 4 });
    expect(await count({ cities: ['Portland, ME', 'Arlington, VA'] })).toMatchObject({ count: 3, matching: 3 });
    expect(await count({ cities: ['Portland, ME', 'Arlington'] })).toMatchObject({ count: 4, matching: 4 });
    expect(await count({ cities: ['Arlington, WA'] })).toMatchObject({ count: 0, matching: 0 });
    expect(await count({ cities: ['AUSTIN'] })).toMatchObject({ count: 2, matching: 4 });
  });

  it('give the send the same recipients as the count', async () => {
    const filter = checkRecipientFilter({ cities: ['Portland, ME', 'Arlington, VA'], performanceTiers: ['entry'] });
    const page = await campaignAudiencePage(db, filter, null, 10);
    expect(page.map((r) => r.email).sort()).toEqual(['av1@example.com', 'pm1@example.com', 'pm2@example.com']);
    expect(await countCampaignAudience(db, filter)).toMatchObject({ count: 3 });
  });
});
