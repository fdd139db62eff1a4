import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryApiFixture } from '../queryApiFixture.ts';

let fx: Awaited<ReturnType<typeof queryApiFixture>>;

beforeAll(async () => {
  fx = await queryApiFixture('audience_count');
  // The suppression list the count reads is the dispatcher's table (its migration 003_sending), empty here.
  await fx.runtime.pg.query(`
    create schema if not exists dispatcher;
    create table if not exists dispatcher.suppressions (
      channel text not null, address text not null, reason text not null, source_event_id uuid not null, suppressed_at timestamptz not null, primary key (channel, address))`);
  const people: [string, string, string, number][] = [
    ['ann@example.com', 'Portland', 'ME', 60],
    ['bob@example.com', 'portland', 'me', 3],
    ['cy@example.com', 'Portland', 'OR', 60],
    ['dee@example.com', 'Wilmington', 'DE', 8],
    ['eve@example.com', 'Wilmington', 'NC', 8],
  ];
  for (const [email, city, state, listings] of people) {
    await fx.runtime.pg.query(
      `insert into read.contacts (id, first_name, email, city, state, status, listing_count, created_at, updated_at) values ($1, 'A', $2, $3, $4, 'active', $5, now(), now())`,
      [randomUUID(), email, city, state, listings],
    );
  }
});
afterAll(async () => {
  await fx?.close();
});

const get = (query: string) => fx.app.inject({ method: 'GET', url: `/api/campaigns/audience-count${query}`, headers: { cookie: fx.cookie } });

describe('GET /api/campaigns/audience-count', () => {
  it('counts a city in its state only when the state is given, without regard to case', async () => {
    expect((await get('?cities=Portland%2C%20ME')).json()).toMatchObject({ count: 2, recipientFilter: { cities: ['Portland, ME'] } });
    expect((await get('?cities=portland')).json()).toMatchObject({ count: 3 });
    expect((await get('?cities=Wilmington,%20NC&cities=Portland,%20OR')).json()).toMatchObject({ count: 2 });
  });

  it('takes a parameter left empty as no minimum, and a tier given twice once', async () => {
    const empty = await get('?minListings=&minExperience=&cities=Portland,ME');
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toMatchObject({ count: 2, recipientFilter: { minListings: null, minExperience: null } });
    const twice = await get('?performanceTiers=elite&performanceTiers=elite');
    expect(twice.json()).toMatchObject({ count: 2, recipientFilter: { performanceTiers: ['elite'] } });
  });

  it('refuses a bad parameter naming it by its own name', async () => {
    const notNumber = await get('?minListings=many');
    expect(notNumber.statusCode).toBe(400);
    expect(notNumber.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(notNumber.json()).toMatchObject({ message: 'minListings must be a number', errors: [{ path: 'minListings' }] });
    const negative = await get('?minListings=-3');
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toMatchObject({ message: 'The minimum number of listings must be a whole number from 0 to 100000', errors: [{ path: 'minListings' }] });
    const fraction = await get('?minExperience=2.5');
    expect(fraction.json()).toMatchObject({ errors: [{ path: 'minExperience' }] });
    const tier = await get('?performanceTiers=gold');
    expect(tier.statusCode).toBe(400);
    expect(tier.json()).toMatchObject({ message: expect.stringMatching(/^Unknown performance tier "gold"/), errors: [{ path: 'performanceTiers' }] });
    const noCity = await get('?cities=,%20ME');
    expect(noCity.statusCode).toBe(400);
    expect(noCity.json()).toMatchObject({ errors: [{ path: 'cities' }] });
  });
});
