import { createTestPool, type TestPool } from '@outreach/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEvents, uniqueStream } from '../contract/testEvents.ts';
import { PostgresEventStore, READ_STREAMS } from './postgresEventStore.ts';
import { migrate } from './schema.ts';

let database: TestPool;

beforeAll(async () => {
  database = await createTestPool('event_log_statistics', { max: 4, prepare: migrate });
});
afterAll(async () => {
  await database.drop();
});

const reltuples = async () => (await database.pool.query<{ n: number }>(`select reltuples::float8 as n from pg_class where oid = 'es.events'::regclass`)).rows[0]!.n;

/** The plan of a read of `streamIds` as readStreams sends it, as text. */
async function readPlan(streamIds: readonly string[]): Promise<string> {
  const { rows } = await database.pool.query<{ 'QUERY PLAN': string }>(`explain ${READ_STREAMS}`, [streamIds]);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

describe('the event log written in bulk', () => {
  it('has statistics taken in the writing transaction, so that a read of a few streams is planned as key lookups', async () => {
    // Never analyzed (autovacuum off, or not come round yet): the planner knows nothing of the log.
    expect(await reltuples()).toBeLessThan(0);
    const store = new PostgresEventStore(database.pool);
    const appends = Array.from({ length: 2_000 }, () => ({ streamId: uniqueStream('outbound-email'), events: makeEvents(3), expectedRevision: 'no_stream' as const }));
    await store.appendToStreams(appends);
    expect(await reltuples()).toBe(6_000);
    const plan = await readPlan(appends.slice(0, 50).map((a) => a.streamId));
    expect(plan).toContain('events_pkey');
    expect(plan).not.toContain('Seq Scan');
    await store.close();
  });
});
