import { randomUUID } from 'node:crypto';
import { EMPTY_FIELDS, formatPosition, type StagedAgent } from '@outreach/domain';
import { stageAgents } from '@outreach/command-api/staging/stageAgents.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts as contactsProjection } from '@outreach/projector/projections/contacts.ts';
import { rebuildProjection } from '@outreach/projector';
import { platformFixture } from './platformFixture.ts';

let fx: Awaited<ReturnType<typeof platformFixture>>;
let admin: { cookie: string; 'x-min-position': string };
let stagedAt: string;

const system = () => ({
  actor: { kind: 'system' as const, process: 'test' },
  now: new Date().toISOString(),
  requestId: 'test',
  correlationId: 'test',
  newId: () => randomUUID(),
});

function agent(batch: string, n: number, overrides: Partial<StagedAgent['fields']> = {}): StagedAgent {
  return {
    stagedAgentId: `${batch}.${n}`,
    fields: {
      ...EMPTY_FIELDS,
      firstName: `First${n}`,
      lastName: `Last${n}`,
      agentName: `First${n} Last${n}`,
      email: `agent${n}@${batch}.example.com`,
      phone: `+1512555${String(1000 + n).padStart(4, '0')}`,
      company: n % 2 ? 'Keller Williams Realty' : 'Compass',
      city: 'Austin',
      state: 'TX',
      listingCount: [60, 25, 12, 7, 2][n % 5]!,
      totalListingsForRent: n % 3 === 0 ? 4 + n : 0,
      ...overrides,
    },
  };
}

/** Headers for a read that must include the answer's write. */
function after(res: { headers: Record<string, unknown> }) {
  return { cookie: admin.cookie, 'x-min-position': String(res.headers['x-event-position']) };
}

beforeAll(async () => {
  fx = await platformFixture('contacts_api');
  admin = await fx.signIn();
  const position = await stageAgents(fx.platform.runtime, 'b1', 'test', Array.from({ length: 30 }, (_, i) => agent('b1', i)), system());
  stagedAt = formatPosition(position);
});
afterAll(async () => {
  await fx.close();
});

const get = (url: string, headers: Record<string, string> = admin) => fx.app.inject({ method: 'GET', url, headers });
const send = (method: string, url: string, payload: unknown) => fx.app.inject({ method: method as 'POST', url, headers: { cookie: admin.cookie }, payload: payload as object });

describe('contacts', () => {
  it('the rental list shows staged agents; importing the page promotes them into contacts, merging duplicates', async () => {
    const rentals = await get('/api/contacts/rental-agents?minRentals=5&page=1&limit=25&filter=fresh', { cookie: admin.cookie, 'x-min-position': stagedAt });
    expect(rentals.statusCode).toBe(200);
    const page = rentals.json();
    expect(page.total).toBeGreaterThan(0);
    expect(page.contacts.every((c: { is_contact: boolean; rental_listings: number }) => !c.is_contact && c.rental_listings >= 5)).toBe(true);
    const imported = await send('POST', '/api/contacts/bulk-import', { contacts: page.contacts.map((c: { id: string }) => ({ id: c.id })) });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ imported: page.total, merged: 0, rejected: 0 });
    const again = await get('/api/contacts/rental-agents?minRentals=5&page=1&limit=25&filter=fresh', after(imported));
    expect(again.json().contacts.every((c: { is_contact: boolean }) => c.is_contact)).toBe(true);
  });

  it('Import to Production promotes every remaining staged agent exactly once', async () => {
    const res = await send('POST', '/api/production/import-all', {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().totalTransferred + 0).toBeGreaterThan(0);
    const list = await get('/api/contacts?limit=100', after(res));
    expect(list.json().total).toBe(30);
    const second = await send('POST', '/api/production/import-all', {});
    expect(second.json()).toMatchObject({ totalTransferred: 0, imported: 0, merged: 0 });
  });

  it('a direct bulk import merges by e-mail, then by phone, and rejects rows without identity', async () => {
    const res = await send('POST', '/api/contacts/bulk-import', {
      contacts: [
        { firstName: 'Dup', email: 'AGENT1@b1.example.com', totalListingsForRent: 9 },
        { firstName: 'Phone', phone: '(512) 555-1002' },
        { firstName: 'New', lastName: 'Person', email: 'new.person@example.com', phone: '512-555-9999' },
        { firstName: 'Nobody' },
      ],
    });
    expect(res.json()).toMatchObject({ imported: 1, merged: 2, rejected: 1 });
    const list = await get('/api/contacts?search=new.person', after(res));
    expect(list.json().contacts[0]).toMatchObject({ email: 'new.person@example.com', phone: '+15125559999', status: 'active', performanceTier: 'entry' });
  });

  it('search serves partial words over name, e-mail and company; status filters', async () => {
    expect((await get('/api/contacts?search=last1')).json().total).toBe(11);
    expect((await get('/api/contacts?search=COMPASS&limit=1')).json().total).toBe(15);
    expect((await get('/api/contacts?search=%25')).json().total).toBe(0);
    expect((await get(`/api/contacts?search=${encodeURIComponent('(512) 555-1003')}`)).json().contacts.map((c: { email: string }) => c.email)).toEqual(['agent3@b1.example.com']);
    expect((await get('/api/contacts?search=%2B15125551003')).json().total).toBe(1);
    const one = (await get('/api/contacts?search=agent3@')).json().contacts[0];
    const changed = await send('PUT', `/api/contacts/${one.id}`, { status: 'inactive' });
    expect(changed.statusCode).toBe(200);
    const inactive = await get('/api/contacts?status=inactive', after(changed));
    expect(inactive.json().contacts.map((c: { id: string }) => c.id)).toEqual([one.id]);
  });

  it('logging a connected call with a follow-up moves the contact from Fresh to Follow-ups and into the stats', async () => {
    const fresh = (await get('/api/contacts/calling?tier=elite&page=1&limit=25&filter=fresh')).json();
    const target = fresh.contacts[0];
    const logged = await send('POST', '/api/call-logs', {
      contactId: target.id,
      phoneNumber: target.phone,
      callStatus: 'connected',
      outcome: 'trial',
      notes: 'Wants a demo',
      followUpRequired: true,
      followUpDate: '2026-12-01',
    });
    expect(logged.statusCode, logged.body).toBe(201);
    const h = after(logged);
    expect((await get('/api/contacts/calling?tier=elite&page=1&limit=25&filter=fresh', h)).json().total).toBe(fresh.total - 1);
    const followups = (await get('/api/contacts/calling?tier=elite&page=1&limit=25&filter=followups', h)).json();
    expect(followups.contacts.map((c: { id: string }) => c.id)).toEqual([target.id]);
    expect((await get('/api/contacts/calling?tier=elite&filter=trial', h)).json().total).toBe(1);
    expect((await get('/api/call-logs/stats', h)).json()).toMatchObject({ totalCallsToday: 1, connectedCallsToday: 1, followUpsNeeded: 1 });
    const calls = (await get(`/api/call-logs?contactId=${target.id}`, h)).json();
    expect(calls[0]).toMatchObject({ callStatus: 'connected', outcome: 'trial', notes: 'Wants a demo', username: 'admin' });
    const history = (await get(`/api/contacts/${target.id}/history`, h)).json();
    expect(history.map((e: { summary: string }) => e.summary)).toContain('Call: Connected, Wants to try (free trial), follow-up on 2026-12-01 — Wants a demo');
  });

  it('paging a tier covers every contact once, the last page as well as the first', async () => {
    const first = (await get('/api/contacts/calling?tier=entry&page=1&limit=2&filter=all')).json();
    const pages = Math.ceil(first.total / 2);
    const ids: string[] = [];
    for (let p = 1; p <= pages; p++) ids.push(...(await get(`/api/contacts/calling?tier=entry&page=${p}&limit=2&filter=all`)).json().contacts.map((c: { id: string }) => c.id));
    expect(new Set(ids).size).toBe(first.total);
  });

  it('tier counts, overview and top performers add up', async () => {
    const tiers = (await get('/api/contacts/tier-counts')).json();
    expect(Object.values(tiers).reduce((a: number, b) => a + (b as number), 0)).toBe(31);
    const overview = (await get('/api/overview/stats')).json();
    expect(overview).toMatchObject({ totalContacts: 31, avgOpenRate: 0, avgClickRate: 0 });
    const top = (await get('/api/dashboard/top-performers')).json();
    expect(top.elite.totalCount).toBe(6);
    expect(top.elite.contacts.length).toBeLessThanOrEqual(6);
  });

  it('50 simultaneous edits of one contact all answer 200, each stored as one event, each answer showing what it wrote', async () => {
    const target = (await get('/api/contacts?limit=1')).json().contacts[0];
    const statuses = ['active', 'inactive', 'unsubscribed'] as const;
    const before = await fx.platform.runtime.pg.query(`select count(*)::int as n from es.events where stream_id = $1`, [`contact-${target.id}`]);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => send('PUT', `/api/contacts/${target.id}`, { status: statuses[i % 3], notes: `writer ${i}` })),
    );
    answers.forEach((answer, i) => {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ id: target.id, notes: `writer ${i}`, status: statuses[i % 3] });
    });
    const after = await fx.platform.runtime.pg.query(`select count(*)::int as n from es.events where stream_id = $1`, [`contact-${target.id}`]);
    expect(after.rows[0].n - before.rows[0].n).toBe(50);
  });

  it('a row with a new e-mail and a phone another contact holds is a new contact; the other is unchanged', async () => {
    const first = await send('POST', '/api/contacts/bulk-import', { contacts: [{ firstName: 'Holder', email: 'holder@shared.example', phone: '(512) 555-4242' }] });
    expect(first.json()).toMatchObject({ imported: 1, merged: 0 });
    const holder = (await get('/api/contacts?search=holder@shared', after(first))).json().contacts[0];
    const second = await send('POST', '/api/contacts/bulk-import', {
      contacts: [{ firstName: 'Other', lastName: 'Agent', email: 'other@shared.example', phone: '512-555-4242', city: 'Dallas' }],
    });
    expect(second.json()).toMatchObject({ imported: 1, merged: 0 });
    const other = (await get('/api/contacts?search=other@shared', after(second))).json().contacts[0];
    expect(other).toMatchObject({ firstName: 'Other', email: 'other@shared.example', phone: '+15125554242', city: 'Dallas' });
    expect(other.id).not.toBe(holder.id);
    const unchanged = (await get(`/api/contacts/${holder.id}`, after(second))).json();
    expect(unchanged).toMatchObject({ firstName: 'Holder', lastName: null, city: null, phone: '+15125554242' });
    const history = (await get(`/api/contacts/${other.id}/history`, after(second))).json();
    expect(JSON.stringify(history)).toContain('its mobile phone is also another contact’s');
    // A row with no e-mail is still matched by its phone.
    const byPhone = await send('POST', '/api/contacts/bulk-import', { contacts: [{ firstName: 'Holder', phone: '(512) 555-4242', city: 'Austin' }] });
    expect(byPhone.json()).toMatchObject({ imported: 0, merged: 1 });
  });

  it('the per-tier counts the projection keeps equal a count of the contacts, after imports, merges, edits and a rebuild', async () => {
    const { pg, eventStore } = fx.platform.runtime;
    const counted = async () =>
      (await pg.query(`select tier, count(*)::int as contacts, (count(*) filter (where phone is not null))::int as with_phone from read.contacts group by tier order by tier`)).rows;
    const kept = async () => (await pg.query(`select tier, contacts, with_phone from read.contact_tier_counts where contacts <> 0 order by tier`)).rows;
    const target = (await get('/api/contacts?limit=1')).json().contacts[0];
    const edit = await send('PUT', `/api/contacts/${target.id}`, { phone: null });
    expect(edit.statusCode, edit.body).toBe(200);
    await get('/api/contacts/tier-counts', after(edit));
    expect(await kept()).toEqual(await counted());
    const tiers = (await get('/api/contacts/tier-counts', after(edit))).json();
    for (const row of await counted()) expect(tiers[row.tier]).toBe(row.with_phone);
    await rebuildProjection(pg, eventStore, contactsProjection);
    expect(await kept()).toEqual(await counted());
  });

  it('e-mail settings that are not set up yet are an answer, not an error', async () => {
    const answer = await get('/api/settings/email');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ configured: false, warmupEnabled: true, warmupDay: 1, currentDailyLimit: 50, dailyLimit: 2500 });
  });

  it('refuses bad input with 400/404 problem+json and changes nothing', async () => {
    const before = await fx.platform.runtime.eventStore.headPosition();
    const cases: [string, string, unknown, number, string][] = [
      ['GET', '/api/contacts/calling?tier=gold', undefined, 400, 'Unknown tier'],
      ['GET', '/api/contacts/calling?tier=elite&filter=hot', undefined, 400, 'Unknown filter'],
      ['GET', '/api/contacts/calling?tier=elite&page=-1', undefined, 400, 'page must be at least 1'],
      ['GET', '/api/contacts/calling?tier=elite&limit=101', undefined, 400, 'limit must be at most 100'],
      ['GET', '/api/contacts/rental-agents?limit=500', undefined, 400, 'limit must be at most 100'],
      ['GET', '/api/contacts?limit=1001', undefined, 400, 'limit must be at most 1000'],
      ['PUT', `/api/contacts/${randomUUID()}`, { status: 'archived' }, 400, 'Status must be active, inactive or unsubscribed'],
      ['PUT', `/api/contacts/${randomUUID()}`, { status: 'inactive' }, 404, 'Contact not found'],
      ['POST', '/api/call-logs', { contactId: randomUUID(), callStatus: 'busy' }, 404, 'Contact not found'],
      ['POST', '/api/call-logs', { contactId: randomUUID() }, 400, 'Please select a call status'],
      ['POST', '/api/contacts/bulk-import', { contacts: [] }, 400, 'No contacts to import'],
      ['GET', `/api/contacts/${randomUUID()}`, undefined, 404, 'Contact not found'],
    ];
    for (const [method, url, payload, status, message] of cases) {
      const res = method === 'GET' ? await get(url) : await send(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(status);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().message).toBe(message);
    }
    expect(await fx.platform.runtime.eventStore.headPosition()).toEqual(before);
  });

  it('search totals stay exact: a change of name, company or status is counted at once, a logged call changes no search', async () => {
    const generation = async () =>
      (await fx.platform.runtime.pg.query<{ g: string }>('select generation::text as g from read.contact_search_generation')).rows[0]?.g;
    const total = async (url: string, headers?: Record<string, string>) => (await get(url, headers)).json().total as number;
    const compass = await total('/api/contacts?search=compass');
    expect(await total('/api/contacts?search=compass&offset=25')).toBe(compass);
    const target = (await get('/api/contacts?search=keller')).json().contacts[0];
    const renamed = await send('PUT', `/api/contacts/${target.id}`, { company: 'Compass Realty' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await total('/api/contacts?search=compass', after(renamed))).toBe(compass + 1);
    const activeCompass = await total('/api/contacts?search=compass&status=active');
    const parked = await send('PUT', `/api/contacts/${target.id}`, { status: 'inactive' });
    expect(await total('/api/contacts?search=compass&status=active', after(parked))).toBe(activeCompass - 1);
    const restored = await send('PUT', `/api/contacts/${target.id}`, { status: 'active', company: target.company });
    expect(await total('/api/contacts?search=compass', after(restored))).toBe(compass);

    const before = await generation();
    const called = await send('POST', '/api/call-logs', { contactId: target.id, phoneNumber: target.phone, callStatus: 'voicemail' });
    expect(called.statusCode, called.body).toBe(201);
    await get('/api/contacts?search=compass', after(called));
    expect(await generation()).toBe(before);
  });
});
