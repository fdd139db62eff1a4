import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryApiFixture } from '../queryApiFixture.ts';
import { insertSearchedContacts } from './searchedContacts.fixture.ts';

let fx: Awaited<ReturnType<typeof queryApiFixture>>;

const CONTACTS = 2_000;
const SURNAMES = ['Adams', 'Baker', 'Garcia', 'Johnson', 'Miller', 'Nguyen', 'Smith', 'Taylor', 'Williams', null];

/** Most contacts work at Compass (matches all along the alphabet); 60 Zyzzyvas sit at its very end. */
function contactRow(n: number) {
  const zyzzyva = n % 33 === 0 && n < 33 * 60;
  return {
    id: randomUUID(),
    first_name: n % 17 === 0 ? null : `First${n % 97}`,
    last_name: zyzzyva ? 'Zyzzyva' : SURNAMES[n % SURNAMES.length] ?? null,
    email: `agent${n}@example.com`,
    company: n % 5 < 3 ? 'Compass' : 'Keller Williams Realty',
    status: n % 7 === 0 ? 'inactive' : 'active',
  };
}

beforeAll(async () => {
  fx = await queryApiFixture('query_api_search');
  const rows = Array.from({ length: CONTACTS }, (_, n) => contactRow(n));
  await insertSearchedContacts(fx.runtime.pg, rows);
  await fx.runtime.pg.query('analyze read.contacts');
});

afterAll(async () => {
  await fx?.close();
});

async function expected(pattern: string, status?: string): Promise<string[]> {
  const { rows } = await fx.runtime.pg.query<{ id: string }>(
    `select id::text from read.contacts where search_text like $1 and ($2::text is null or status = $2)
      order by last_name nulls last, first_name nulls last, id`,
    [pattern, status ?? null],
  );
  return rows.map((r) => r.id);
}

async function everyPage(query: string, limit: number): Promise<{ ids: string[]; totals: Set<number> }> {
  const ids: string[] = [];
  const totals = new Set<number>();
  for (let offset = 0; ; offset += limit) {
    const res = await fx.app.inject({ method: 'GET', url: `/api/contacts?${query}&limit=${limit}&offset=${offset}`, headers: { cookie: fx.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { contacts: { id: string }[]; total: number };
    totals.add(body.total);
    ids.push(...body.contacts.map((c) => c.id));
    if (body.contacts.length < limit) return { ids, totals };
  }
}

describe('GET /api/contacts search pages', () => {
  it('pages through a common term in name order, early pages and deep ones alike', async () => {
    const want = await expected('%compass%');
    expect(want.length).toBeGreaterThan(1_000);
    const { ids, totals } = await everyPage('search=Compass', 25);
    expect(ids).toEqual(want);
    expect([...totals]).toEqual([want.length]);
  });

  it('pages through a rare term whose matches sit at the end of the alphabet', async () => {
    const want = await expected('%zyz%');
    expect(want.length).toBe(60);
    const { ids, totals } = await everyPage('search=zyz', 25);
    expect(ids).toEqual(want);
    expect([...totals]).toEqual([60]);
  });

  it('combines a term with a status', async () => {
    const want = await expected('%williams%', 'inactive');
    const { ids, totals } = await everyPage('search=williams&status=inactive', 40);
    expect(ids).toEqual(want);
    expect([...totals]).toEqual([want.length]);
  });
});

describe('a contact’s address check', () => {
  it('shows the newest check of its current address, on its page and in the list, and none for an address not checked', async () => {
    const { rows } = await fx.runtime.pg.query<{ id: string; email: string }>(`select id::text, email from read.contacts where email in ('agent1@example.com', 'agent2@example.com') order by email`);
    const [checked, unchecked] = rows;
    await fx.runtime.pg.query(
      `insert into read.email_verifications (email, status, sub_status, score, is_deliverable, is_free_email, verification_provider, verification_response, verified_at)
       values ($1, 'invalid', 'no_mx', 0, false, true, 'outreach', 'example.com has no mail server', '2026-01-05T12:00:00Z')`,
      [checked!.email],
    );
    const view = async (id: string) => {
      const res = await fx.app.inject({ method: 'GET', url: `/api/contacts/${id}`, headers: { cookie: fx.cookie } });
      expect(res.statusCode, res.body).toBe(200);
      const c = res.json() as Record<string, unknown>;
      return [c.emailVerificationStatus, c.emailVerificationSubStatus, c.emailVerificationScore, c.emailVerifiedAt, c.isEmailDeliverable, c.isFreeEmail];
    };
    expect(await view(checked!.id)).toEqual(['invalid', 'no_mx', 0, '2026-01-05T12:00:00.000Z', false, true]);
    expect(await view(unchecked!.id)).toEqual([null, null, null, null, null, null]);
    const listed = await fx.app.inject({ method: 'GET', url: `/api/contacts?search=agent1@example.com&limit=5`, headers: { cookie: fx.cookie } });
    const found = (listed.json() as { contacts: { id: string; emailVerificationStatus: string | null }[] }).contacts.find((c) => c.id === checked!.id);
    expect(found?.emailVerificationStatus).toBe('invalid');
    // Its address changes: the old address's check no longer shows.
    await fx.runtime.pg.query(`update read.contacts set email = 'agent1.new@example.com' where id = $1`, [checked!.id]);
    expect(await view(checked!.id)).toEqual([null, null, null, null, null, null]);
  });
});
