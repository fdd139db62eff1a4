import { createTestDatabase, type TestDatabase } from '@outreach/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventStoreContract } from '../contract/eventStoreContract.ts';
import { collectStream, makeEvents, readAllUntil, sleep, uniqueStream } from '../contract/testEvents.ts';
import { EventIdConflictError } from '../port.ts';
import { appendInTransaction } from './appendInTransaction.ts';
import { PostgresEventStore } from './postgresEventStore.ts';
import { migrate } from './schema.ts';

let database: TestDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  database = await createTestDatabase('event_store');
  pool = new pg.Pool({ connectionString: database.url, max: 16 });
  // pool.end() resolves before its connections have closed; drop() may terminate them meanwhile.
  pool.on('error', () => undefined);
  await Promise.all([migrate(pool), migrate(pool), migrate(pool)]);
});

afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

eventStoreContract(
  'PostgreSQL event store contract',
  async () => {
    // A small page size so that readStream's paging is exercised by the contract's streams.
    const store = new PostgresEventStore(pool, { readStreamPageSize: 4 });
    return {
      store,
      async openAppend(streamId, events) {
        const client = await pool.connect();
        try {
          await client.query('begin');
          await appendInTransaction(client, streamId, events, { expectedRevision: 'any' });
        } catch (error) {
          await client.query('rollback').catch(() => undefined);
          client.release();
          throw error;
        }
        return {
          async commit() {
            try {
              await client.query('commit');
            } finally {
              client.release();
            }
          },
        };
      },
      teardown: () => store.close(),
    };
  },
  { openTransactions: true },
);

describe('PostgreSQL event store specifics', () => {
  let store: PostgresEventStore;

  beforeAll(() => {
    store = new PostgresEventStore(pool, { pollIntervalMs: 200 });
  });

  afterAll(async () => {
    await store.close();
  });

  it('migrates idempotently, also when several migrations run at once', async () => {
    await Promise.all([migrate(pool), migrate(pool)]);
    const { rows } = await pool.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'es' order by table_name`,
    );
    expect(rows.map((r) => r.table_name)).toEqual(['events', 'streams']);
  });

  it('stores a retried append with expected revision any once', async () => {
    const stream = uniqueStream('pg');
    await store.appendToStream(stream, makeEvents(1), { expectedRevision: 'any' });
    const events = makeEvents(2);
    const first = await store.appendToStream(stream, events, { expectedRevision: 'any' });
    await store.appendToStream(stream, makeEvents(1), { expectedRevision: 'any' });
    const retried = await store.appendToStream(stream, events, { expectedRevision: 'any' });
    expect(retried).toEqual(first);
    expect((await collectStream(store.readStream(stream))).map((e) => e.revision)).toEqual([0n, 1n, 2n, 3n]);
  });

  it('refuses an append whose event ids are partly stored, or stored elsewhere', async () => {
    const stream = uniqueStream('pg');
    const events = makeEvents(2);
    await store.appendToStream(stream, events, { expectedRevision: 'no_stream' });
    const overlapping = [events[1]!, ...makeEvents(1)];
    await expect(store.appendToStream(stream, overlapping, { expectedRevision: 'any' })).rejects.toThrow(EventIdConflictError);
    await expect(store.appendToStream(uniqueStream('pg'), events, { expectedRevision: 'any' })).rejects.toThrow(EventIdConflictError);
    await expect(store.appendToStream(stream, events, { expectedRevision: 'stream_exists' })).rejects.toThrow(EventIdConflictError);
    expect(await collectStream(store.readStream(stream))).toHaveLength(2);
  });

  it('keeps revisions and positions beyond 2^53 exact', async () => {
    const stream = uniqueStream('pg');
    const big = 9_007_199_254_740_993n;
    await pool.query('insert into es.streams (stream_id, revision) values ($1, $2)', [stream, String(big)]);
    const result = await store.appendToStream(stream, makeEvents(1), { expectedRevision: big });
    expect(result.nextRevision).toBe(big + 1n);
    const [event] = await collectStream(store.readStream(stream, { fromRevision: big }));
    expect(event?.revision).toBe(big + 1n);
  });

  it('leaves the pool clean: an answered conflict or retry gives its connection back', async () => {
    const stream = uniqueStream('pg');
    const events = makeEvents(1);
    await store.appendToStream(stream, events, { expectedRevision: 'no_stream' });
    await store.appendToStream(stream, events, { expectedRevision: 'no_stream' });
    await expect(store.appendToStream(stream, makeEvents(1), { expectedRevision: 7n })).rejects.toThrow(/actual 0/);
    const { rows } = await pool.query<{ n: string }>(
      `select count(*)::text as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
    );
    expect(rows[0]!.n).toBe('0');
  });

  it('keeps waking through a lost LISTEN connection (polling, then listening again)', async () => {
    const abort = new AbortController();
    const head = (await store.headPosition()) ?? { commit: 0n, prepare: 0n };
    const iterator = store.wake(head, abort.signal)[Symbol.asyncIterator]();
    const first = iterator.next();
    await sleep(300);
    const killed = await pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`,
    );
    expect(killed.rowCount).toBeGreaterThan(0);
    await store.appendToStream(uniqueStream('pg'), makeEvents(1), { expectedRevision: 'no_stream' });
    expect(await Promise.race([first, sleep(5_000).then(() => 'timeout')])).toEqual({ done: false, value: undefined });
    abort.abort();
    expect(await iterator.next()).toEqual({ done: true, value: undefined });
  });

  it('gives the LISTEN connection back on close and ends open wake iterators', async () => {
    const own = new PostgresEventStore(pool);
    const head = (await own.headPosition()) ?? { commit: 0n, prepare: 0n };
    const iterator = own.wake(head)[Symbol.asyncIterator]();
    const pending = iterator.next();
    await sleep(300);
    expect(pool.totalCount - pool.idleCount).toBeGreaterThanOrEqual(1);
    await own.close();
    expect(await Promise.race([pending, sleep(3_000).then(() => 'timeout')])).toEqual({ done: true, value: undefined });
    await sleep(50);
    // Only the other store's listener (kept by the describe's store) may remain checked out.
    expect(pool.totalCount - pool.idleCount).toBeLessThanOrEqual(1);
  });

  it('reads events appended through appendInTransaction once they commit', async () => {
    const stream = uniqueStream('pg');
    const client = await pool.connect();
    const events = makeEvents(3);
    try {
      await client.query('begin');
      const result = await appendInTransaction(client, stream, events, { expectedRevision: 'no_stream' });
      expect(result.nextRevision).toBe(2n);
      await client.query('commit');
    } finally {
      client.release();
    }
    const read = await readAllUntil(store, 'start', 3, { streams: new Set([stream]) });
    expect(read.map((e) => e.eventId)).toEqual(events.map((e) => e.eventId));
  });
});
