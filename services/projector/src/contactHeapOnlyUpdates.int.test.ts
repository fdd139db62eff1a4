import { randomUUID } from 'node:crypto';
import { createTestPool, type TestPool } from '@outreach/testing';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateReadModels } from './migrate.ts';

/** The contact's updates in one transaction: how many there were and how many were heap-only (this transaction's own counts). */
async function updatesOf(pool: pg.Pool, statements: readonly string[], id: string): Promise<{ updates: number; heapOnly: number }> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    for (const statement of statements) await client.query(statement, [id]);
    const { rows } = await client.query<{ updates: number; heapOnly: number }>(
      `select n_tup_upd::int as updates, n_tup_hot_upd::int as "heapOnly" from pg_stat_xact_user_tables where relid = 'read.contacts'::regclass`,
    );
    await client.query('commit');
    return rows[0]!;
  } finally {
    client.release();
  }
}

describe('a contact’s row', () => {
  let database: TestPool;
  let pool: pg.Pool;
  beforeAll(async () => {
    database = await createTestPool('contact_hot', { max: 2, prepare: migrateReadModels });
    pool = database.pool;
    // A page full of contacts, as a bulk import leaves them, each with a phone (on the calling lists) and e-mailed and texted before.
    await pool.query(
      `insert into read.contacts (id, first_name, last_name, email, phone, city, state, status, listing_count, last_email_sent, emails_sent_count, last_text_sent, texts_sent_count, created_at, updated_at)
       select gen_random_uuid(), 'Ana', 'Ruiz ' || i, 'ana' || i || '@agents.test', '+1512555' || lpad(i::text, 4, '0'), 'Austin', 'TX', 'active', i,
              now() - interval '3 days', 1, now() - interval '3 days', 1, now(), now()
         from generate_series(1, 200) as i`,
    );
    await pool.query('vacuum analyze read.contacts');
  });
  afterAll(() => database.drop());

  const anyContact = async () => (await pool.query<{ id: string }>(`select id::text from read.contacts order by random() limit 1`)).rows[0]!.id;

  it('takes another e-mail, another text and a new check of its address without touching any index (heap-only updates)', async () => {
    const id = await anyContact();
    const counts = await updatesOf(
      pool,
      [
        `update read.contacts set emails_sent_count = emails_sent_count + 1, last_email_sent = now() where id = $1`,
        `update read.contacts set texts_sent_count = texts_sent_count + 1, last_text_sent = now() where id = $1`,
        `update read.contacts set email_verification_status = 'valid', email_verification_sub_status = 'ok', email_verification_score = 100,
                email_verified_at = now(), is_email_deliverable = true, is_free_email = false where id = $1`,
      ],
      id,
    );
    expect(counts).toEqual({ updates: 3, heapOnly: 3 });
  });

  it('is on the calling lists of e-mailed and texted contacts from its first e-mail and text, through their own indexes', async () => {
    const id = randomUUID();
    await pool.query(
      `insert into read.contacts (id, first_name, last_name, phone, status, listing_count, created_at, updated_at)
       values ($1, 'Lee', 'Park', '+15125559999', 'active', 1000, now(), now())`,
      [id],
    );
    const listed = async (flag: 'emailed' | 'texted') =>
      (await pool.query(`select 1 from read.contacts c where c.phone is not null and c.${flag} and c.id = $1`, [id])).rowCount;
    expect([await listed('emailed'), await listed('texted')]).toEqual([0, 0]);
    await pool.query(`update read.contacts set last_email_sent = now(), last_text_sent = now() where id = $1`, [id]);
    expect([await listed('emailed'), await listed('texted')]).toEqual([1, 1]);
    const { tier } = (await pool.query<{ tier: string }>(`select tier from read.contacts where id = $1`, [id])).rows[0]!;
    for (const [flag, index] of [
      ['emailed', 'contacts_calling_emailed_idx'],
      ['texted', 'contacts_calling_texted_idx'],
    ] as const) {
      const plan = await pool.query<{ 'QUERY PLAN': string }>(
        `explain select c.id from read.contacts c where c.tier = $1 and c.phone is not null and c.${flag}
          order by c.tier, -coalesce(c.listing_count, 0), c.id limit 25`,
        [tier],
      );
      expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain(index);
    }
  });
});
