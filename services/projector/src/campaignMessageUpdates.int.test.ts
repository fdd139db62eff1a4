import { randomUUID } from 'node:crypto';
import { createTestPool, type TestPool } from '@outreach/testing';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updatesOf } from './heapOnlyUpdates.fixture.ts';
import { migrateReadModels } from './migrate.ts';

const CAMPAIGN = randomUUID();

/** The plan of a statement, as text. */
async function planOf(pool: pg.Pool, statement: string, params: unknown[]): Promise<string> {
  const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain ${statement}`, params);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

describe('a campaign’s e-mails', () => {
  let database: TestPool;
  let pool: pg.Pool;
  beforeAll(async () => {
    database = await createTestPool('campaign_message_updates', { max: 2, prepare: migrateReadModels });
    pool = database.pool;
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
  afterAll(() => database.drop());

  it('change status a batch of a hundred at a time, in the order queued, without touching any index (heap-only updates)', async () => {
    const statement = `update read.campaign_messages set status = 'sent', sent_at = now(), updated_at = now()
                        where message_id in (select message_id from read.campaign_messages where campaign_id = $1 order by queued_at limit 100)`;
    expect(await updatesOf(pool, 'read.campaign_messages', [statement], [CAMPAIGN])).toEqual({ updates: 100, heapOnly: 100 });
  });

  it('are listed in the order queued, and one e-mail’s timeline read, from their own indexes', async () => {
    const recipients = await planOf(pool, `select message_id from read.campaign_messages where campaign_id = $1 order by queued_at, message_id limit 50 offset 500`, [CAMPAIGN]);
    expect(recipients).toContain('campaign_messages_campaign_order_idx');
    expect(recipients).not.toContain('Sort');
    const { rows } = await pool.query<{ id: string }>(`select message_id::text as id from read.campaign_messages limit 1`);
    const timeline = await planOf(
      pool,
      `select event_id from read.campaign_events where campaign_id = $1 and message_id = $2 order by occurred_at, commit_position, prepare_position limit 51`,
      [CAMPAIGN, rows[0]!.id],
    );
    expect(timeline).toContain('campaign_events_message_order_idx');
  });
});
