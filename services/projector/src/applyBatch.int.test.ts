import { createTestPool, type TestPool } from '@outreach/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyBatch, BEGIN_PROJECTION_BATCH } from './applyBatch.ts';
import type { Projection } from './projection.ts';
import { recordedEvents } from './projectionSpec.ts';

describe('a projection batch', () => {
  let database: TestPool;
  beforeAll(async () => {
    // A read table of 10,000 rows with its statistics, as a campaign's e-mails leave one.
    database = await createTestPool('apply_batch', {
      max: 2,
      prepare: async (pool) => {
        await pool.query(`create schema read; create table read.messages (message_id text primary key, domain text)`);
        await pool.query(`insert into read.messages select 'm-' || i, 'agents.test' from generate_series(1, 10000) as i`);
        await pool.query('vacuum analyze read.messages');
      },
    });
  });
  afterAll(() => database.drop());

  it('in its transaction, looks up the keys of its rows in the read table’s index instead of reading the table whole', async () => {
    let plan = '';
    const projection: Projection = {
      name: 'messages-plan',
      version: 1,
      tables: ['messages'],
      handles: ['EmailSent'],
      async apply({ tx, table }, events) {
        const rows = events.map((e) => ({ message_id: (e.data as { messageId: string }).messageId }));
        const { rows: lines } = await tx.query<{ 'QUERY PLAN': string }>(
          `explain update ${table('messages')} q set domain = 'listingpro.test' from jsonb_to_recordset($1::jsonb) as o(message_id text) where q.message_id = o.message_id`,
          [JSON.stringify(rows)],
        );
        plan = lines.map((l) => l['QUERY PLAN']).join('\n');
      },
    };
    const events = recordedEvents(Array.from({ length: 100 }, (_, i) => ({ type: 'EmailSent', data: { messageId: `m-${i * 97 + 1}` } })));
    const tx = await database.pool.connect();
    try {
      await tx.query(BEGIN_PROJECTION_BATCH);
      await applyBatch(tx, projection, events, async () => new Map());
      await tx.query('rollback');
    } finally {
      tx.release();
    }
    expect(plan).toContain('Index Scan using messages_pkey');
    expect(plan).not.toMatch(/Seq Scan on messages/);
  });
});
