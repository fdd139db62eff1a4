import { createTestPool, type TestPool } from '@outreach/testing';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updatesOf } from './heapOnlyUpdates.fixture.ts';
import { migrateReadModels } from './migrate.ts';

describe('a contact’s row', () => {
  let database: TestPool;
  let pool: pg.Pool;
  beforeAll(async () => {
    database = await createTestPool('contact_hot', { max: 2, prepare: migrateReadModels });
    pool = database.pool;
    // A page full of contacts, as a bulk import leaves them, each with a phone (on the calling lists), never e-mailed nor texted.
    await pool.query(
      `insert into read.contacts (id, first_name, last_name, email, phone, city, state, status, listing_count, created_at, updated_at)
       select gen_random_uuid(), 'Ana', 'Ruiz ' || i, 'ana' || i || '@agents.test', '+1512555' || lpad(i::text, 4, '0'), 'Austin', 'TX', 'active', i, now(), now()
         from generate_series(1, 200) as i`,
    );
    await pool.query('vacuum analyze read.contacts');
  });
  afterAll(() => database.drop());

  const anyContact = async () => (await pool.query<{ id: string }>(`select id::text from read.contacts order by random() limit 1`)).rows[0]!.id;

  it('takes its first e-mail and its first text without touching any index (heap-only updates)', async () => {
    const id = await anyContact();
    const statements = [
      `update read.contacts set emails_sent_count = emails_sent_count + 1, last_email_sent = now() where id = $1`,
      `update read.contacts set texts_sent_count = texts_sent_count + 1, last_text_sent = now() where id = $1`,
    ];
    expect(await updatesOf(pool, 'read.contacts', statements, [id])).toEqual({ updates: 2, heapOnly: 2 });
  });

  it('reads the calling lists of contacts e-mailed and texted from their own index', async () => {
    for (const channel of ['email', 'text']) {
      const plan = await pool.query<{ 'QUERY PLAN': string }>(
        `explain select c.id from read.contact_sent_lists s join read.contacts c on c.id = s.contact_id
          where s.channel = $1 and s.tier = 'elite' and s.has_phone order by -s.listing_count, s.contact_id limit 25`,
        [channel],
      );
      expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('contact_sent_lists_calling_idx');
    }
  });
});
