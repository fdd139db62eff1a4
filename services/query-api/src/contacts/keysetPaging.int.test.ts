import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryApiFixture } from '../queryApiFixture.ts';
import type { SearchedContact } from './searchedContacts.fixture.ts';

let fx: Awaited<ReturnType<typeof queryApiFixture>>;

const CONTACTS = 1_500;
/** Few names and few listing counts: many rows tie on the sort key but for their id; some have none. */
const SURNAMES = ['Adams', 'Baker', 'Garcia', 'Smith', null];
const FIRST_NAMES = ['Ann', 'Bo', null];
const LISTINGS = [7, 6, 5, 5, 9, null, 2];

interface Row extends SearchedContact {
  listing_count: number | null;
  phone: string | null;
  total_calls: number;
  needs_follow_up: boolean;
}

function contactRow(n: number, tag = 'seed'): Row {
  return {
    id: randomUUID(),
    first_name: FIRST_NAMES[n % FIRST_NAMES.length]!,
    last_name: SURNAMES[Math.floor(n / 3) % SURNAMES.length]!,
    email: `${tag}${n}@example.com`,
    company: n % 4 === 0 ? 'Compass' : 'Keller Williams Realty',
    status: n % 6 === 0 ? 'inactive' : 'active',
    listing_count: LISTINGS[n % LISTINGS.length]!,
    phone: n % 9 === 0 ? null : `+1512555${String(n).padStart(4, '0')}`,
    total_calls: n % 5 === 0 ? 1 : 0,
    needs_follow_up: n % 10 === 0,
  };
}

/** Rows straight into the read model, and the per-tier counts the contacts projection would keep. */
async function insert(rows: Row[]): Promise<void> {
  await fx.runtime.pg.query(
    `insert into read.contacts (id, first_name, last_name, email, company, status, listing_count, phone, total_calls, needs_follow_up, created_at, updated_at)
     select id, first_name, last_name, email, company, status, listing_count, phone, total_calls, needs_follow_up, now(), now()
       from jsonb_to_recordset($1::jsonb) as r(id uuid, first_name text, last_name text, email text, company text, status text,
                                               listing_count int, phone text, total_calls int, needs_follow_up boolean)`,
    [JSON.stringify(rows)],
  );
  await recountTiers();
}

async function recountTiers(): Promise<void> {
  await fx.runtime.pg.query(`delete from read.contact_tier_counts`);
  await fx.runtime.pg.query(
    `insert into read.contact_tier_counts (tier, contacts, with_phone)
     select tier, count(*), count(*) filter (where phone is not null) from read.contacts group by tier`,
  );
}

beforeAll(async () => {
  fx = await queryApiFixture('query_api_keyset');
  await insert(Array.from({ length: CONTACTS }, (_, n) => contactRow(n)));
  // About a third were e-mailed: on the Sent Email list, as the contacts projection keeps it.
  await fx.runtime.pg.query(
    `insert into read.contact_sent_lists (channel, contact_id, listing_count, has_phone)
     select 'email', id, coalesce(listing_count, 0), phone is not null from read.contacts where hashtext(id::text) % 3 = 0`,
  );
  await fx.runtime.pg.query('analyze read.contacts; analyze read.contact_sent_lists');
});

afterAll(async () => {
  await fx?.close();
});

interface Answer<C> {
  contacts: C[];
  total: number;
  previousCursor: string | null;
  nextCursor: string | null;
}

async function get<C = { id: string }>(url: string): Promise<Answer<C>> {
  const res = await fx.app.inject({ method: 'GET', url, headers: { cookie: fx.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Answer<C>;
}

async function refused(url: string): Promise<string> {
  const res = await fx.app.inject({ method: 'GET', url, headers: { cookie: fx.cookie } });
  expect(res.statusCode, res.body).toBe(400);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  return (res.json() as { message: string }).message;
}

/** Ids in the plain SQL order of a list, and how many match. */
async function sqlOrder(list: 'contacts' | 'calling', where: string, params: unknown[]): Promise<string[]> {
  const order = list === 'contacts' ? 'last_name nulls last, first_name nulls last, id' : 'coalesce(listing_count, 0) desc, id';
  const { rows } = await fx.runtime.pg.query<{ id: string }>(`select id::text from read.contacts where ${where} order by ${order}`, params);
  return rows.map((r) => r.id);
}

/** The same page by ORDER BY … LIMIT … OFFSET in plain SQL. */
const sqlPage = (ids: string[], offset: number, limit: number) => ids.slice(offset, offset + limit);

interface ListCase {
  name: string;
  list: 'contacts' | 'calling';
  query: string;
  where: string;
  params: unknown[];
}

const CASES: ListCase[] = [
  { name: 'every contact', list: 'contacts', query: '/api/contacts?', where: 'true', params: [] },
  { name: 'a status', list: 'contacts', query: '/api/contacts?status=inactive&', where: `status = 'inactive'`, params: [] },
  { name: 'a common search term', list: 'contacts', query: '/api/contacts?search=keller&', where: `search_text like '%keller%'`, params: [] },
  { name: 'a rare term and a status', list: 'contacts', query: '/api/contacts?search=seed12&status=active&', where: `search_text like '%seed12%' and status = 'active'`, params: [] },
  { name: 'a fresh calling list', list: 'calling', query: '/api/contacts/calling?tier=moderate&filter=fresh&', where: `tier = 'moderate' and phone is not null and total_calls = 0`, params: [] },
  { name: 'a whole calling list', list: 'calling', query: '/api/contacts/calling?tier=moderate&filter=all&', where: `tier = 'moderate' and phone is not null`, params: [] },
  { name: 'called contacts', list: 'calling', query: '/api/contacts/calling?tier=moderate&filter=called&', where: `tier = 'moderate' and phone is not null and total_calls > 0`, params: [] },
  {
    name: 'e-mailed contacts',
    list: 'calling',
    query: '/api/contacts/calling?tier=moderate&filter=sent_email&',
    where: `tier = 'moderate' and phone is not null and id in (select contact_id from read.contact_sent_lists where channel = 'email')`,
    params: [],
  },
  { name: 'follow-ups of the entry tier', list: 'calling', query: '/api/contacts/calling?tier=entry&filter=followups&', where: `tier = 'entry' and phone is not null and needs_follow_up`, params: [] },
];

describe('pages by key equal the same pages by ORDER BY / OFFSET', () => {
  for (const c of CASES) {
    it(`${c.name}: forwards with after, backwards with before`, async () => {
      const want = await sqlOrder(c.list, c.where, c.params);
      expect(want.length).toBeGreaterThan(c.name.startsWith('a rare') || c.name.startsWith('follow') ? 3 : 40);
      const limit = 17;
      // Forwards from the first page, each page against ORDER BY … OFFSET.
      const cursors: (string | null)[] = [];
      let answer = await get(`${c.query}limit=${limit}`);
      for (let offset = 0; ; offset += limit) {
        expect(answer.total).toBe(want.length);
        expect(answer.contacts.map((r) => r.id)).toEqual(sqlPage(want, offset, limit));
        expect(answer.previousCursor === null).toBe(offset === 0);
        cursors.push(answer.previousCursor);
        if (answer.nextCursor === null) {
          expect(offset + limit).toBeGreaterThanOrEqual(want.length);
          break;
        }
        answer = await get(`${c.query}limit=${limit}&after=${answer.nextCursor}`);
      }
      // Backwards from the last page to the first.
      for (let offset = (cursors.length - 1) * limit; offset > 0; offset -= limit) {
        expect(answer.previousCursor).not.toBeNull();
        answer = await get(`${c.query}limit=${limit}&before=${answer.previousCursor}`);
        expect(answer.contacts.map((r) => r.id)).toEqual(sqlPage(want, offset - limit, limit));
        expect(answer.nextCursor).not.toBeNull();
      }
      expect(answer.previousCursor).toBeNull();
    });
  }

  it('the calling list by page number (old clients) gives the same pages, read from either end', async () => {
    for (const c of CASES.filter((x) => x.name === 'a fresh calling list' || x.name === 'e-mailed contacts')) {
      const want = await sqlOrder(c.list, c.where, c.params);
      const pages = Math.ceil(want.length / 25);
      for (const page of [1, 2, Math.ceil(pages / 2), pages - 1, pages]) {
        const answer = await get(`${c.query}page=${page}`);
        expect(answer.contacts.map((r) => r.id)).toEqual(sqlPage(want, (page - 1) * 25, 25));
        expect(answer.previousCursor === null).toBe(page === 1);
        expect(answer.nextCursor === null).toBe(page === pages);
      }
    }
  });

  it('a page after a cursor follows the cursor row in the current order when rows are added, changed and removed between pages', async () => {
    for (const c of [CASES[0]!, CASES[4]!]) {
      const first = await get(`${c.query}limit=25`);
      const second = await get(`${c.query}limit=25&after=${first.nextCursor}`);
      const cursorRow = second.contacts[second.contacts.length - 1]!.id;
      // Between pages: new contacts that sort before and after the cursor, a removed one, a called one.
      await insert(Array.from({ length: 30 }, (_, n) => contactRow(n, `added-${c.list}-`)));
      const before = await sqlOrder(c.list, c.where, c.params);
      const [gone, called] = [before[3]!, before[before.indexOf(cursorRow) + 2]!];
      await fx.runtime.pg.query(`delete from read.contacts where id = $1`, [gone]);
      await fx.runtime.pg.query(`update read.contacts set total_calls = total_calls + 1 where id = $1`, [called]);
      await recountTiers();
      const want = await sqlOrder(c.list, c.where, c.params);
      const third = await get(`${c.query}limit=25&after=${second.nextCursor}`);
      expect(third.total).toBe(want.length);
      expect(third.contacts.map((r) => r.id)).toEqual(sqlPage(want, want.indexOf(cursorRow) + 1, 25));
      // And back: the page before the third one ends at the cursor row.
      const back = await get(`${c.query}limit=25&before=${third.previousCursor}`);
      expect(back.contacts.map((r) => r.id)).toEqual(sqlPage(want, want.indexOf(cursorRow) - 24, 25));
    }
  });
});

describe('page cursors at the edge', () => {
  it('refuses two cursors, a cursor with a position, and cursors that are not this list’s', async () => {
    const contacts = await get('/api/contacts?limit=5');
    const calling = await get('/api/contacts/calling?tier=moderate&limit=5');
    const [contactCursor, callingCursor] = [contacts.nextCursor!, calling.nextCursor!];
    expect(await refused(`/api/contacts?after=${contactCursor}&before=${contactCursor}`)).toBe('Give after or before, not both');
    expect(await refused(`/api/contacts?after=${contactCursor}&offset=25`)).toMatch(/^offset cannot be combined with after or before/);
    expect(await refused(`/api/contacts/calling?tier=moderate&page=2&after=${callingCursor}`)).toMatch(/^page cannot be combined with after or before/);
    expect(await refused(`/api/contacts?after=${callingCursor}`)).toBe('after is not a page cursor of this list');
    expect(await refused(`/api/contacts/calling?tier=moderate&before=${contactCursor}`)).toBe('before is not a page cursor of this list');
    const forged = (values: unknown[]) => Buffer.from(JSON.stringify(values)).toString('base64url');
    const contactsAfter = '/api/contacts?after=';
    const callingAfter = '/api/contacts/calling?tier=moderate&after=';
    const bad: [string, string][] = [
      [contactsAfter, 'not-base64!'],
      [contactsAfter, 'e30'],
      [contactsAfter, forged(['name', 'a\u0000b', null, randomUUID()])],
      [contactsAfter, forged(['name', null, null, 'x'])],
      [callingAfter, forged(['listings', -2147483648, randomUUID()])],
      [callingAfter, forged(['listings', 1.5, randomUUID()])],
    ];
    for (const [path, cursor] of bad) expect(await refused(`${path}${encodeURIComponent(cursor)}`)).toBe('after is not a page cursor of this list');
  });
});
