import { randomUUID } from 'node:crypto';
import { createTestPool, type TestPool } from '@outreach/testing';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateReadModels } from './migrate.ts';

/**
 * The read tables updated row by row as things happen (a contact's sends, a campaign e-mail's
 * status) keep those updates heap-only, and their lists are read through their own indexes.
 */
let database: TestPool;
let pool: pg.Pool;
beforeAll(async () => {
  database = await createTestPool('heap_only_updates', { max: 2, prepare: migrateReadModels });
  pool = database.pool;
});
afterAll(() => database.drop());

/**
 * Runs `statements` (each given `params`) in one transaction and answers how many rows of `table`
 * they updated and how many of those updates were heap-only (the transaction's own counts).
 */
async function updatesOf(table: string, statements: readonly string[], params: unknown[] = []): Promise<{ updates: number; heapOnly: number }> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    for (const statement of statements) await client.query(statement, params);
    const { rows } = await client.query<{ updates: number; heapOnly: number }>(
      `select n_tup_upd::int as updates, n_tup_hot_upd::int as "heapOnly" from pg_stat_xact_user_tables where relid = $1::regclass`,
      [table],
    );
    await client.query('commit');
    return rows[0]!;
  } finally {
    client.release();
  }
}

/** The plan of a statement, as text. */
async function planOf(statement: string, params: unknown[]): Promise<string> {
  const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain ${statement}`, params);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

const CAMPAIGN = randomUUID();

describe('a contact’s row', () => {
  beforeAll(async () => {
    // A page full of contacts, as a bulk import leaves them, each with a phone (on the calling lists), never e-mailed nor texted.
    await pool.query(
      `insert into read.contacts (id, first_name, last_name, email, phone, city, state, status, listing_count, created_at, updated_at)
       select gen_random_uuid(), 'Ana', 'Ruiz ' || i, 'ana' || i || '@agents.test', '+1512555' || lpad(i::text, 4, '0'), 'Austin', 'TX', 'active', i, now(), now()
         from generate_series(1, 200) as i`,
    );
    await pool.query('vacuum analyze read.contacts');
  });
  const anyContact = async () => (await pool.query<{ id: string }>(`select id::text from read.contacts order by random() limit 1`)).rows[0]!.id;

  it('takes its first e-mail and its first text without touching any index (heap-only updates)', async () => {
    const id = await anyContact();
    const statements = [
      `update read.contacts set emails_sent_count = emails_sent_count + 1, last_email_sent = now() where id = $1`,
      `update read.contacts set texts_sent_count = texts_sent_count + 1, last_text_sent = now() where id = $1`,
    ];
    expect(await updatesOf('read.contacts', statements, [id])).toEqual({ updates: 2, heapOnly: 2 });
  });

  it('reads the calling lists of contacts e-mailed and texted from their own index', async () => {
    for (const channel of ['email', 'text']) {
      const plan = await planOf(
        `select c.id from read.contact_sent_lists s join read.contacts c on c.id = s.contact_id
          where s.channel = $1 and s.tier = 'elite' and s.has_phone order by -s.listing_count, s.contact_id limit 25`,
        [channel],
      );
      expect(plan).toContain('contact_sent_lists_calling_idx');
    }
  });
});

describe('a campaign’s e-mails', () => {
  beforeAll(async () => {
    // A campaign's e-mails as a send queues them, and a timeline row for each.
    await pool.query(
      `insert into read.campaign_messages (message_id, campaign_id, contact_id, email, status, queued_at, updated_at)
       select gen_random_uuid(), $1, gen_random_uuid()::text, 'agent' || i || '@agents.test', 'queued', now() + i * interval '1 ms', now()
         from generate_series(1, 2000) as i`,
      [CAMPAIGN],
    );
    await pool.query(
      `insert into read.campaign_events (event_id, campaign_id, contact_id, message_id, type, occurred_at, metadata)
       select gen_random_uuid(), campaign_id, contact_id, message_id, 'EmailQueued', queued_at, '{}'::jsonb from read.campaign_messages`,
    );
    await pool.query('vacuum analyze read.campaign_messages');
    await pool.query('vacuum analyze read.campaign_events');
  });
  it('change status a batch of a hundred at a time, in the order queued, without touching any index (heap-only updates)', async () => {
    const statement = `update read.campaign_messages set status = 'sent', sent_at = now(), updated_at = now()
                        where message_id in (select message_id from read.campaign_messages where campaign_id = $1 order by queued_at limit 100)`;
    expect(await updatesOf('read.campaign_messages', [statement], [CAMPAIGN])).toEqual({ updates: 100, heapOnly: 100 });
  });

  it('are listed in the order queued, and one e-mail’s timeline read, from their own indexes', async () => {
    const recipients = await planOf(`select message_id from read.campaign_messages where campaign_id = $1 order by queued_at, message_id limit 50 offset 500`, [CAMPAIGN]);
    expect(recipients).toContain('campaign_messages_campaign_order_idx');
    expect(recipients).not.toContain('Sort');
    const { rows } = await pool.query<{ id: string }>(`select message_id::text as id from read.campaign_messages limit 1`);
    const timeline = await planOf(
      `select event_id from read.campaign_events where campaign_id = $1 and message_id = $2 order by occurred_at, commit_position, prepare_position limit 51`,
      [CAMPAIGN, rows[0]!.id],
    );
    expect(timeline).toContain('campaign_events_message_order_idx');
  });
});
