import { createTestDatabase, type TestDatabase } from '@outreach/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventStoreContract } from '../contract/eventStoreContract.ts';
import { collectStream, makeEvents, uniqueStream } from '../contract/testEvents.ts';
import { EventIdConflictError, WrongExpectedRevisionError, type EventStore } from '../port.ts';
import { PostgresEventStore } from '../postgres/postgresEventStore.ts';
import { migrate } from '../postgres/schema.ts';
import { BatchingEventStore } from './batchingEventStore.ts';

let database: TestDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  database = await createTestDatabase('batching_event_store');
  pool = new pg.Pool({ connectionString: database.url, max: 8 });
  pool.on('error', () => undefined);
  await migrate(pool);
});

afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

// Whatever it carries together, it behaves as the store it wraps.
eventStoreContract(
  'batching event store contract (over PostgreSQL)',
  async () => {
    const inner = new PostgresEventStore(pool, { readStreamPageSize: 4 });
    return { store: new BatchingEventStore(inner), teardown: () => inner.close() };
  },
  { openTransactions: false, atomicBatches: true },
);

/** The store it wraps, counting its round trips. */
function counted(inner: EventStore): { store: EventStore; calls: Map<string, number> } {
  const calls = new Map<string, number>();
  const count = (name: string) => calls.set(name, (calls.get(name) ?? 0) + 1);
  const store = new Proxy(inner, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        count(String(property));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { store, calls };
}

describe('batching event store', () => {
  it('carries 200 concurrent appends and whole-stream reads in a few round trips, each with its own answer', async () => {
    const { store: inner, calls } = counted(new PostgresEventStore(pool));
    const store = new BatchingEventStore(inner);
    const streams = Array.from({ length: 200 }, () => uniqueStream('batching'));
    const events = streams.map(() => makeEvents(2));

    const results = await Promise.all(streams.map((s, i) => store.appendToStream(s, events[i]!, { expectedRevision: 'no_stream' })));
    expect(results.every((r) => r.nextRevision === 1n)).toBe(true);
    expect(new Set(results.map((r) => `${r.position.commit}/${r.position.prepare}`)).size).toBe(200);
    const read = await Promise.all(streams.map((s) => collectStream(store.readStream(s))));
    read.forEach((stored, i) => expect(stored.map((e) => e.eventId)).toEqual(events[i]!.map((e) => e.eventId)));
    const last = await Promise.all(streams.map((s) => store.readLastEvents([s])));
    last.forEach((found, i) => expect(found.get(streams[i]!)?.eventId).toBe(events[i]![1]!.eventId));

    expect(calls.get('appendToStreams')).toBeLessThanOrEqual(2);
    expect(calls.get('readStreams')).toBeLessThanOrEqual(2);
    expect(calls.get('readLastEvents')).toBeLessThanOrEqual(2);
    expect(calls.get('appendToStream') ?? 0).toBe(0);
  });

  it('sends the appends waiting for their window at once when told no more will come, in one round trip', async () => {
    const { store: inner, calls } = counted(new PostgresEventStore(pool));
    const store = new BatchingEventStore(inner, { appendWindowMs: 60_000 });
    const streams = Array.from({ length: 3 }, () => uniqueStream('batching-flush'));
    const appended = Promise.all(streams.map((s) => store.appendToStream(s, makeEvents(1), { expectedRevision: 'no_stream' })));
    store.flushAppends();
    // Not a minute later: at once.
    const results = await Promise.race([appended, new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), 5_000))]);
    expect(results).not.toBe('waiting');
    expect(calls.get('appendToStreams')).toBe(1);
    // Nothing waits any more: telling it again sends nothing.
    store.flushAppends();
    expect(calls.get('appendToStreams')).toBe(1);
  });

  it('fails only the append whose expected revision does not hold, storing the others', async () => {
    const store = new BatchingEventStore(new PostgresEventStore(pool));
    const streams = Array.from({ length: 50 }, () => uniqueStream('batching-conflict'));
    await store.appendToStream(streams[7]!, makeEvents(1), { expectedRevision: 'no_stream' });

    const outcomes = await Promise.allSettled(streams.map((s) => store.appendToStream(s, makeEvents(1), { expectedRevision: 'no_stream' })));
    const refused = outcomes.flatMap((o, i) => (o.status === 'rejected' ? [i] : []));
    expect(refused).toEqual([7]);
    const error = (outcomes[7] as PromiseRejectedResult).reason as WrongExpectedRevisionError;
    expect(error).toBeInstanceOf(WrongExpectedRevisionError);
    expect({ streamId: error.streamId, actual: error.actual }).toEqual({ streamId: streams[7], actual: 0n });
    const stored = await new PostgresEventStore(pool).readStreams(streams);
    expect(streams.every((s) => stored.get(s)!.length === 1)).toBe(true);
    expect(stored.size).toBe(50);
  });

  it('appends to one stream made at the same moment go in order, one after the other', async () => {
    const store = new BatchingEventStore(new PostgresEventStore(pool));
    const stream = uniqueStream('batching-one-stream');
    const batches = Array.from({ length: 5 }, () => makeEvents(1));
    const results = await Promise.all(batches.map((events) => store.appendToStream(stream, events, { expectedRevision: 'any' })));
    expect(results.map((r) => r.nextRevision)).toEqual([0n, 1n, 2n, 3n, 4n]);
    expect((await collectStream(store.readStream(stream))).map((e) => e.eventId)).toEqual(batches.map((b) => b[0]!.eventId));
  });

  it('answers a repeated append as the store does: the same append again is its first answer, other events with a stored id are refused', async () => {
    const store = new BatchingEventStore(new PostgresEventStore(pool));
    const [a, b] = [uniqueStream('batching-retry'), uniqueStream('batching-retry')];
    const events = makeEvents(1);
    const first = await store.appendToStream(a, events, { expectedRevision: 'no_stream' });
    const [again, clash] = await Promise.allSettled([
      store.appendToStream(a, events, { expectedRevision: 'no_stream' }),
      store.appendToStream(b, events, { expectedRevision: 'no_stream' }),
    ]);
    expect(again).toEqual({ status: 'fulfilled', value: first });
    expect((clash as PromiseRejectedResult).reason).toBeInstanceOf(EventIdConflictError);
  });
});
