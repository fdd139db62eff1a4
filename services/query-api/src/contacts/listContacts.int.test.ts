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
