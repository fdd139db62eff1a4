import { createTestDatabase, createTestPool, type TestDatabase } from '@outreach/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventStoreContract } from '../contract/eventStoreContract.ts';
import { collectStream, makeEvents, readAllUntil, sleep, uniqueStream } from '../contract/testEvents.ts';
import { comparePositions } from '@outreach/domain';
import { EventIdConflictError, type StreamAppend } from '../port.ts';
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
  { openTransactions: true, atomicBatches: true },
);

eventStoreContract(
  'PostgreSQL event store contract, every batch written with COPY',
  async () => {
    const store = new PostgresEventStore(pool, { copyBatchMinEvents: 1 });
    return { store, teardown: () => store.close() };
  },
  { openTransactions: false, atomicBatches: true },
);


/**
 * Append `events` to `stream` in a transaction left open, start `work` meanwhile, check that it
 * waits (still unsettled 200 ms later), then commit and answer what `work` answered.
 */
async function whileHeld<T>(stream: string, events: ReturnType<typeof makeEvents>, expectedRevision: 'any' | 'no_stream', work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let waiting: Promise<T> | undefined;
  try {
    await client.query('begin');
    await appendInTransaction(client, stream, events, { expectedRevision });
    let settled = false;
    waiting = work().finally(() => {
      settled = true;
    });
    await sleep(200);
    expect(settled).toBe(false);
    await client.query('commit');
  } finally {
    client.release();
  }
  return waiting;
}

describe('PostgreSQL event store specifics', () => {
  let store: PostgresEventStore;

  beforeAll(() => {
    store = new PostgresEventStore(pool, { pollIntervalMs: 200 });
  });

  afterAll(async () => {
    await store.close();
  });

  it('migrates idempotently, also when several migrations run at once, dropping the revisions table of earlier versions', async () => {
    await pool.query('create table if not exists es.streams (stream_id text primary key, revision bigint not null)');
    await Promise.all([migrate(pool), migrate(pool)]);
    const { rows } = await pool.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'es' order by table_name`,
    );
    expect(rows.map((r) => r.table_name)).toEqual(['events']);
  });

  it('keeps data and metadata as the JSON text written, in a json column', async () => {
    const { rows } = await pool.query<{ column_name: string; data_type: string }>(
      `select column_name, data_type from information_schema.columns where table_schema = 'es' and table_name = 'events' and column_name in ('data', 'metadata') order by 1`,
    );
    expect(rows).toEqual([
      { column_name: 'data', data_type: 'json' },
      { column_name: 'metadata', data_type: 'json' },
    ]);
  });

  it('converts the jsonb columns of an earlier version to json, keeping every event', async () => {
    const earlier = await createTestPool('event_store_jsonb', { max: 2 });
    const old = earlier.pool;
    try {
      await migrate(old);
      const stream = uniqueStream('pg-jsonb');
      const [event] = makeEvents(1);
      await old.query('alter table es.events alter column data type jsonb using data::jsonb, alter column metadata type jsonb using metadata::jsonb');
      await old.query(`insert into es.events (stream_id, stream_revision, event_id, type, data, metadata) values ($1, 0, $2, $3, $4, $5)`, [
        stream,
        event!.eventId,
        event!.type,
        JSON.stringify(event!.data),
        JSON.stringify(event!.metadata),
      ]);
      await Promise.all([migrate(old), migrate(old)]);
      const { rows } = await old.query<{ data_type: string }>(
        `select data_type from information_schema.columns where table_schema = 'es' and table_name = 'events' and column_name in ('data', 'metadata')`,
      );
      expect(rows.map((r) => r.data_type)).toEqual(['json', 'json']);
      const store = new PostgresEventStore(old);
      const [stored] = await collectStream(store.readStream(stream));
      expect({ data: stored!.data, metadata: stored!.metadata }).toEqual({ data: event!.data, metadata: event!.metadata });
      await store.close();
    } finally {
      await earlier.drop();
    }
  });

  it('refuses an event holding a NUL character on every append path, storing nothing of it', async () => {
    const withNul = () => makeEvents(1).map((e) => ({ ...e, data: { notes: 'ab\u0000cd' } }));
    const single = uniqueStream('pg-nul');
    await expect(store.appendToStream(single, withNul(), { expectedRevision: 'no_stream' })).rejects.toThrow(/NUL character/);
    const batch = (copy: boolean): StreamAppend[] => [
      { streamId: uniqueStream('pg-nul'), events: makeEvents(copy ? 300 : 2), expectedRevision: 'no_stream' },
      { streamId: uniqueStream('pg-nul'), events: withNul(), expectedRevision: 'no_stream' },
    ];
    const small = batch(false);
    const large = batch(true);
    await expect(store.appendToStreams(small)).rejects.toThrow(/NUL character/);
    await expect(store.appendToStreams(large)).rejects.toThrow(/NUL character/);
    for (const streamId of [single, ...small.map((a) => a.streamId), ...large.map((a) => a.streamId)]) {
      expect(await collectStream(store.readStream(streamId))).toEqual([]);
    }
    // The connections the refusals used are clean: a batch of the same size is stored.
    await store.appendToStreams(batch(true).slice(0, 1));
  });

  it('writes a batch of many events with COPY, numbering each stream after its stored revisions', async () => {
    const existing = uniqueStream('pg-copy');
    await store.appendToStream(existing, makeEvents(3), { expectedRevision: 'no_stream' });
    const fresh = Array.from({ length: 700 }, () => uniqueStream('pg-copy'));
    const appends: StreamAppend[] = [
      { streamId: existing, events: makeEvents(2, 'ThingHappened', 3), expectedRevision: 2n },
      ...fresh.map((streamId) => ({ streamId, events: makeEvents(2), expectedRevision: 'no_stream' as const })),
    ];
    const results = await store.appendToStreams(appends);
    expect(results[0]!.nextRevision).toBe(4n);
    expect(results.slice(1).every((r) => r.nextRevision === 1n)).toBe(true);
    expect(new Set(results.map((r) => r.position.commit)).size).toBe(1);
    const stored = await collectStream(store.readStream(existing));
    expect(stored.map((e) => (e.data as { n: number }).n)).toEqual([0, 1, 2, 3, 4]);
    expect(comparePositions(stored[4]!.position, results[0]!.position)).toBe(0);
    // The same batch again: every append is answered as the retry it is.
    expect(await store.appendToStreams(appends)).toEqual(results);
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

  it('stores a re-sent batch with any and stream_exists once', async () => {
    const existing = uniqueStream('pg');
    await store.appendToStream(existing, makeEvents(1), { expectedRevision: 'no_stream' });
    const batch: StreamAppend[] = [
      { streamId: existing, events: makeEvents(2), expectedRevision: 'stream_exists' },
      { streamId: uniqueStream('pg'), events: makeEvents(1), expectedRevision: 'any' },
    ];
    const first = await store.appendToStreams(batch);
    await store.appendToStream(existing, makeEvents(1), { expectedRevision: 'any' });
    expect(await store.appendToStreams(batch)).toEqual(first);
    expect((await collectStream(store.readStream(existing))).map((e) => e.revision)).toEqual([0n, 1n, 2n, 3n]);
    expect(await collectStream(store.readStream(batch[1]!.streamId))).toHaveLength(1);
  });

  it('answers the appends of a batch stored earlier as retries and stores the rest', async () => {
    const earlier: StreamAppend[] = [
      { streamId: uniqueStream('pg'), events: makeEvents(2), expectedRevision: 'no_stream' },
      { streamId: uniqueStream('pg'), events: makeEvents(1), expectedRevision: 'no_stream' },
    ];
    const stored = await store.appendToStreams(earlier);
    const fresh: StreamAppend = { streamId: uniqueStream('pg'), events: makeEvents(1), expectedRevision: 'no_stream' };
    const [a, b] = earlier;
    const results = await store.appendToStreams([b!, fresh, a!]);
    expect(results[0]).toEqual(stored[1]);
    expect(results[2]).toEqual(stored[0]);
    expect(results[1]!.nextRevision).toBe(0n);
    expect(comparePositions(results[1]!.position, stored[0]!.position)).toBeGreaterThan(0);
    expect((await collectStream(store.readStream(a!.streamId))).map((e) => e.eventId)).toEqual(a!.events.map((e) => e.eventId));
  });

  it('refuses a batch with event ids stored elsewhere, storing nothing of it', async () => {
    const events = makeEvents(2);
    const elsewhere = uniqueStream('pg');
    await store.appendToStream(elsewhere, events, { expectedRevision: 'no_stream' });
    const fresh = uniqueStream('pg');
    const other = uniqueStream('pg');
    const attempt = store.appendToStreams([
      { streamId: fresh, events: makeEvents(1), expectedRevision: 'no_stream' },
      { streamId: other, events, expectedRevision: 'any' },
    ]);
    await expect(attempt).rejects.toThrow(EventIdConflictError);
    await expect(attempt).rejects.toMatchObject({ streamId: other });
    expect(await collectStream(store.readStream(fresh))).toEqual([]);
    expect(await collectStream(store.readStream(other))).toEqual([]);
  });

  it('writes a batch in one transaction, positions in batch order, and leaves the pool clean after a conflict', async () => {
    const batch: StreamAppend[] = Array.from({ length: 5 }, () => ({ streamId: uniqueStream('pg'), events: makeEvents(2), expectedRevision: 'any' }));
    const results = await store.appendToStreams(batch);
    expect(new Set(results.map((r) => r.position.commit)).size).toBe(1);
    for (let i = 1; i < results.length; i++) expect(comparePositions(results[i - 1]!.position, results[i]!.position)).toBeLessThan(0);
    await expect(
      store.appendToStreams([{ streamId: batch[0]!.streamId, events: makeEvents(1), expectedRevision: 0n }]),
    ).rejects.toThrow(/actual 1/);
    const { rows } = await pool.query<{ n: string }>(
      `select count(*)::text as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
    );
    expect(rows[0]!.n).toBe('0');
  });

  it('a single append that waited for the stream lock sees the append it waited for', async () => {
    for (const expectedRevision of ['any', 0n, 'stream_exists'] as const) {
      const stream = uniqueStream('pg');
      const waiting = await whileHeld(stream, makeEvents(1), 'no_stream', () => store.appendToStream(stream, makeEvents(1), { expectedRevision }));
      expect(waiting.nextRevision).toBe(1n);
      expect((await collectStream(store.readStream(stream))).map((e) => e.revision)).toEqual([0n, 1n]);
    }
  });

  it('waits for an open append to one of its streams, and sorts after it in $all', async () => {
    const held = uniqueStream('pg');
    const free = uniqueStream('pg');
    const before = (await store.headPosition()) ?? 'start';
    const heldEvents = makeEvents(1);
    await whileHeld(held, heldEvents, 'any', () =>
      store.appendToStreams([
        { streamId: free, events: makeEvents(1), expectedRevision: 'no_stream' },
        { streamId: held, events: makeEvents(1), expectedRevision: 'any' },
      ]),
    );
    const read = await readAllUntil(store, before, 3, { streams: new Set([held, free]) });
    expect(read.filter((e) => e.streamId === held).map((e) => e.revision)).toEqual([0n, 1n]);
    expect(read[0]!.eventId).toBe(heldEvents[0]!.eventId);
  });

  it('keeps revisions and positions beyond 2^53 exact', async () => {
    const stream = uniqueStream('pg');
    const big = 9_007_199_254_740_993n;
    const [first] = makeEvents(1);
    await pool.query(`insert into es.events (stream_id, stream_revision, event_id, type, data, metadata) values ($1, $2, $3, $4, '{}', $5)`, [
      stream,
      String(big),
      first!.eventId,
      first!.type,
      JSON.stringify(first!.metadata),
    ]);
    const result = await store.appendToStream(stream, makeEvents(1), { expectedRevision: big });
    expect(result.nextRevision).toBe(big + 1n);
    const [event] = await collectStream(store.readStream(stream, { fromRevision: big + 1n }));
    expect(event?.revision).toBe(big + 1n);
    const [batched] = await store.appendToStreams([{ streamId: stream, events: makeEvents(2), expectedRevision: big + 1n }]);
    expect(batched?.nextRevision).toBe(big + 3n);
    expect((await store.readLastEvents([stream])).get(stream)?.revision).toBe(big + 3n);
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

  it('names the first stream of a batch, in batch order, whose expected revision does not hold, also when it was expected not to exist', async () => {
    const [existing, exact] = [uniqueStream('pg'), uniqueStream('pg')];
    await store.appendToStream(existing, makeEvents(2), { expectedRevision: 'no_stream' });
    await store.appendToStream(exact, makeEvents(1), { expectedRevision: 'no_stream' });
    const fresh = uniqueStream('pg');
    const batch: StreamAppend[] = [
      { streamId: fresh, events: makeEvents(1), expectedRevision: 'no_stream' },
      { streamId: existing, events: makeEvents(1), expectedRevision: 'no_stream' },
      { streamId: exact, events: makeEvents(1), expectedRevision: 5n },
    ];
    await expect(store.appendToStreams(batch)).rejects.toMatchObject({ name: 'WrongExpectedRevisionError', streamId: existing, actual: 1n });
    await expect(store.appendToStreams(batch.filter((a) => a.streamId !== exact))).rejects.toMatchObject({ streamId: existing, actual: 1n });
    expect((await store.readLastEvents([fresh])).size).toBe(0);
  });

  describe('a reader asking for what a query under way is reading', () => {
    /** A store whose readAll queries are counted and whose answers are held until `release`. */
    function heldStore() {
      let hold: Promise<void> | undefined;
      let release = () => {};
      let reads = 0;
      const held = new Proxy(pool, {
        get(target, property, receiver) {
          if (property !== 'query') return Reflect.get(target, property, receiver) as unknown;
          return async (...args: Parameters<pg.Pool['query']>) => {
            const text = typeof args[0] === 'string' ? args[0] : ((args[0] as pg.QueryConfig | undefined)?.text ?? '');
            const answer = await (target.query as (...a: unknown[]) => Promise<unknown>)(...args);
            if (text.includes('pg_snapshot_xmin') && text.includes('limit $3')) {
              reads++;
              await hold;
            }
            return answer;
          };
        },
      });
      return {
        store: new PostgresEventStore(held),
        reads: () => reads,
        hold() {
          hold = new Promise((resolve) => (release = resolve));
        },
        release: () => release(),
      };
    }

    it('waits for it and takes its events instead of reading them again', async () => {
      const before = await store.headPosition();
      const stream = uniqueStream('pg');
      await store.appendToStream(stream, makeEvents(5), { expectedRevision: 'no_stream' });
      // Readable once no older transaction anywhere on the server is still open (other tests run beside this one).
      await readAllUntil(store, before ?? 'start', 5, { streams: new Set([stream]) });
      const reader = heldStore();
      try {
        reader.hold();
        const first = reader.store.readAll(before ?? 'start', 1000);
        while (reader.reads() === 0) await sleep(5);
        const second = reader.store.readAll(before ?? 'start', 1000);
        reader.release();
        const [a, b] = await Promise.all([first, second]);
        expect(a.filter((e) => e.streamId === stream)).toHaveLength(5);
        expect(b.map((e) => e.eventId)).toEqual(a.map((e) => e.eventId));
        expect(reader.reads()).toBe(1);
      } finally {
        await reader.store.close();
      }
    });

    it('reads again when that query found nothing, so it sees what was appended meanwhile', async () => {
      await store.appendToStream(uniqueStream('pg'), makeEvents(1), { expectedRevision: 'no_stream' });
      const head = (await store.headPosition())!;
      const reader = heldStore();
      try {
        reader.hold();
        const first = reader.store.readAll(head, 1000);
        while (reader.reads() === 0) await sleep(5);
        const stream = uniqueStream('pg');
        await store.appendToStream(stream, makeEvents(2), { expectedRevision: 'no_stream' });
        await readAllUntil(store, head, 2, { streams: new Set([stream]) });
        const second = reader.store.readAll(head, 1000);
        reader.release();
        expect(await first).toEqual([]);
        expect((await second).filter((e) => e.streamId === stream)).toHaveLength(2);
        expect(reader.reads()).toBe(2);
      } finally {
        await reader.store.close();
      }
    });
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
