import { randomUUID } from 'node:crypto';
import { migrate, PostgresEventStore, WrongExpectedRevisionError } from '@outreach/event-store';
import { createTestDatabase, type TestDatabase } from '@outreach/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNever, type Decider } from './decider.ts';
import { DomainError, invalid } from './errors.ts';
import { formatPosition, type DomainEvent, type RecordedEvent } from './events.ts';
import { aggregateStream } from './aggregateStream.ts';
import { commandHandler } from './commandHandler.ts';
import { appendDecision, handle, MAX_CONFLICT_RETRIES, type AppendOnlyStore } from './handle.ts';
import type { CommandContext } from './metadata.ts';

type Incremented = DomainEvent<'Incremented', { by: number; total: number }>;
type Reset = DomainEvent<'Reset', { from: number }>;
type CounterEvent = Incremented | Reset;
type CounterCommand = { type: 'increment'; by?: number } | { type: 'reset' } | { type: 'touch' };

const counter: Decider<CounterCommand, CounterEvent, { total: number }> = {
  initialState: { total: 0 },
  evolve(state, event) {
    switch (event.type) {
      case 'Incremented':
        return { total: state.total + event.data.by };
      case 'Reset':
        return { total: 0 };
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'increment': {
        const by = command.by ?? 1;
        if (by <= 0) throw invalid('Increment by a positive number');
        return [{ type: 'Incremented', data: { by, total: state.total + by } }];
      }
      case 'reset':
        // two events in one decision
        return [
          { type: 'Incremented', data: { by: 1, total: state.total + 1 } },
          { type: 'Reset', data: { from: state.total + 1 } },
        ];
      case 'touch':
        return [];
      default:
        return assertNever(command);
    }
  },
};

function context(overrides: Partial<CommandContext> = {}): CommandContext {
  const requestId = `req-${randomUUID()}`;
  return {
    actor: { kind: 'user', id: 'user-1', username: 'alice' },
    now: '2026-03-04T05:06:07.000Z',
    requestId,
    correlationId: `corr-${randomUUID()}`,
    newId: () => randomUUID(),
    ...overrides,
  };
}

const newStream = () => `counter-${randomUUID()}`;

let database: TestDatabase;
let pool: pg.Pool;
let store: PostgresEventStore;

async function read(streamId: string): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const e of store.readStream(streamId)) events.push(e);
  return events;
}

beforeAll(async () => {
  database = await createTestDatabase('domain_handle');
  pool = new pg.Pool({ connectionString: database.url, max: 20 });
  pool.on('error', () => undefined);
  await migrate(pool);
  store = new PostgresEventStore(pool);
});

afterAll(async () => {
  await store?.close();
  await pool?.end();
  await database?.drop();
});

describe('handle() against the PostgreSQL event store', () => {
  it('creates a new stream with expected revision no_stream, then appends at the exact revision', async () => {
    const streamId = newStream();
    const seen: unknown[] = [];
    const spy: AppendOnlyStore = {
      readStream: (id) => store.readStream(id),
      appendToStream(id, events, options) {
        seen.push(options.expectedRevision);
        return store.appendToStream(id, events, options);
      },
    };

    const first = await handle(spy, streamId, counter, { type: 'increment', by: 2 }, context());
    expect(first.events).toEqual([{ type: 'Incremented', data: { by: 2, total: 2 } }]);
    expect(first.revision).toBe(0n);
    expect(first.state).toEqual({ total: 2 });
    expect(first.position).toBeDefined();

    const second = await handle(spy, streamId, counter, { type: 'increment', by: 3 }, context());
    expect(second.revision).toBe(1n);
    expect(second.state).toEqual({ total: 5 });
    expect(second.events).toEqual([{ type: 'Incremented', data: { by: 3, total: 5 } }]);

    const third = await handle(spy, streamId, counter, { type: 'reset' }, context());
    expect(third.revision).toBe(3n);
    expect(third.state).toEqual({ total: 0 });

    expect(seen).toEqual(['no_stream', 0n, 1n]);

    const stored = await read(streamId);
    expect(stored.map((e) => [e.revision, e.type, e.data])).toEqual([
      [0n, 'Incremented', { by: 2, total: 2 }],
      [1n, 'Incremented', { by: 3, total: 5 }],
      [2n, 'Incremented', { by: 1, total: 6 }],
      [3n, 'Reset', { from: 6 }],
    ]);
    // The position is that of the last appended event.
    expect(formatPosition(third.position!)).toBe(formatPosition(stored[3]!.position));
    expect(formatPosition(first.position!)).toBe(formatPosition(stored[0]!.position));
  });

  it('stores full metadata on every event, the event id being the stored one', async () => {
    const streamId = newStream();
    const ids: string[] = [];
    const ctx = context({
      actor: { kind: 'webhook', source: 'twilio' },
      now: '2026-07-08T09:10:11.123Z',
      requestId: 'req-meta-1',
      correlationId: 'corr-meta-1',
      reason: 'because the test says so',
      newId: () => {
        const id = randomUUID();
        ids.push(id);
        return id;
      },
    });
    await handle(store, streamId, counter, { type: 'reset' }, ctx);

    const stored = await read(streamId);
    expect(stored).toHaveLength(2);
    expect(stored.map((e) => e.eventId)).toEqual(ids);
    for (const e of stored) {
      expect(e.metadata).toEqual({
        eventId: e.eventId,
        actor: { kind: 'webhook', source: 'twilio' },
        occurredAt: '2026-07-08T09:10:11.123Z',
        correlationId: 'corr-meta-1',
        // no causation given: the request caused it
        causationId: 'req-meta-1',
        requestId: 'req-meta-1',
        reason: 'because the test says so',
      });
    }

    const caused = newStream();
    await handle(store, caused, counter, { type: 'increment' }, context({ causationId: 'event-that-asked', requestId: 'req-meta-2' }));
    const [one] = await read(caused);
    expect(one!.metadata.causationId).toBe('event-that-asked');
    expect(one!.metadata.requestId).toBe('req-meta-2');
    expect(one!.metadata).not.toHaveProperty('reason');
    expect(one!.metadata.actor).toEqual({ kind: 'user', id: 'user-1', username: 'alice' });
    expect(one!.metadata.occurredAt).toBe('2026-03-04T05:06:07.000Z');
  });

  it('a decision with no events appends nothing', async () => {
    const fresh = newStream();
    let appends = 0;
    const spy: AppendOnlyStore = {
      readStream: (id) => store.readStream(id),
      appendToStream(id, events, options) {
        appends++;
        return store.appendToStream(id, events, options);
      },
    };
    const none = await handle(spy, fresh, counter, { type: 'touch' }, context());
    expect(none).toEqual({ events: [], revision: undefined, position: undefined, state: { total: 0 } });
    expect(appends).toBe(0);
    expect(await read(fresh)).toEqual([]);

    await handle(spy, fresh, counter, { type: 'increment', by: 4 }, context());
    const again = await handle(spy, fresh, counter, { type: 'touch' }, context());
    expect(again).toEqual({ events: [], revision: 0n, position: undefined, state: { total: 4 } });
    expect(appends).toBe(1);
    expect(await read(fresh)).toHaveLength(1);
  });

  it('a refused command throws its DomainError and appends nothing', async () => {
    const streamId = newStream();
    await expect(handle(store, streamId, counter, { type: 'increment', by: 0 }, context())).rejects.toMatchObject({
      code: 'invalid',
      message: 'Increment by a positive number',
    });
    expect(await read(streamId)).toEqual([]);
  });

  it('concurrent handle() calls on one stream all succeed by retrying conflicts', async () => {
    const streamId = newStream();
    const n = 10;
    const results = await Promise.all(
      Array.from({ length: n }, () => handle(store, streamId, counter, { type: 'increment' }, context())),
    );
    expect(results.map((r) => r.revision).sort((a, b) => Number(a! - b!))).toEqual(
      Array.from({ length: n }, (_, i) => BigInt(i)),
    );
    const stored = await read(streamId);
    expect(stored.map((e) => e.revision)).toEqual(Array.from({ length: n }, (_, i) => BigInt(i)));
    // every decision saw the state it was appended after: totals run 1..n
    expect(stored.map((e) => (e.data as { total: number }).total)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    // each result's state matches the event it appended
    for (const r of results) {
      const own = stored[Number(r.revision)]!;
      expect(r.state.total).toBe((own.data as { total: number }).total);
      expect(formatPosition(r.position!)).toBe(formatPosition(own.position));
    }
  });

  it('gives up with DomainError revision_conflict after MAX_CONFLICT_RETRIES retries', async () => {
    const streamId = newStream();
    let attempts = 0;
    const alwaysConflicting: AppendOnlyStore = {
      readStream: (id) => store.readStream(id),
      async appendToStream(id, _events, options) {
        attempts++;
        throw new WrongExpectedRevisionError(id, options.expectedRevision, 99n);
      },
    };
    const error = await handle(alwaysConflicting, streamId, counter, { type: 'increment' }, context()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('revision_conflict');
    expect((error as DomainError).message).toMatch(/changed by someone else/);
    expect(attempts).toBe(MAX_CONFLICT_RETRIES + 1);
    expect(await read(streamId)).toEqual([]);
  });

  it('does not retry other append errors', async () => {
    const streamId = newStream();
    let attempts = 0;
    const broken: AppendOnlyStore = {
      readStream: (id) => store.readStream(id),
      async appendToStream() {
        attempts++;
        throw new Error('connection reset');
      },
    };
    await expect(handle(broken, streamId, counter, { type: 'increment' }, context())).rejects.toThrow('connection reset');
    expect(attempts).toBe(1);
  });

  it('a conflict that clears is retried against the fresh state', async () => {
    const streamId = newStream();
    let interfered = false;
    const racing: AppendOnlyStore = {
      readStream: (id) => store.readStream(id),
      async appendToStream(id, events, options) {
        if (!interfered) {
          interfered = true;
          // someone else appends first
          await handle(store, id, counter, { type: 'increment', by: 10 }, context());
        }
        return store.appendToStream(id, events, options);
      },
    };
    const result = await handle(racing, streamId, counter, { type: 'increment', by: 1 }, context());
    expect(result.revision).toBe(1n);
    expect(result.state).toEqual({ total: 11 });
    expect((await read(streamId)).map((e) => e.data)).toEqual([
      { by: 10, total: 10 },
      { by: 1, total: 11 },
    ]);
  });
});

describe('commandHandler / aggregateStream', () => {
  const counters = commandHandler(counter, (id) => `counter-${id}`);

  it('loads the initial state and no revision for a stream that does not exist', async () => {
    expect(await aggregateStream(store, `counter-${randomUUID()}`, counter)).toEqual({ state: { total: 0 }, revision: undefined });
    expect(await counters.load(store, randomUUID())).toEqual({ total: 0 });
  });

  it('runs commands on the stream its id names and loads the folded state at its revision', async () => {
    const id = randomUUID();
    await counters.run(store, id, { type: 'increment', by: 2 }, context());
    const second = await counters.run(store, id, { type: 'increment', by: 3 }, context());
    expect(second.state).toEqual({ total: 5 });
    expect(await counters.load(store, id)).toEqual({ total: 5 });
    expect(await aggregateStream(store, counters.streamFor(id), counter)).toEqual({ state: { total: 5 }, revision: 1n });
  });
});

describe('appendDecision', () => {
  it('decides on the state the caller read and appends at its revision, without reading again; a write in between is a conflict', async () => {
    const streamId = `counter-${randomUUID()}`;
    const read = await aggregateStream(store, streamId, counter);
    const first = await appendDecision(store, streamId, counter, read, { type: 'increment', by: 2 }, context());
    expect(first).toMatchObject({ state: { total: 2 }, revision: 0n });
    const second = await appendDecision(store, streamId, counter, first, { type: 'increment', by: 3 }, context());
    expect(second).toMatchObject({ state: { total: 5 }, revision: 1n });
    // `first` is out of date now.
    const stale = await appendDecision(store, streamId, counter, first, { type: 'increment' }, context()).catch((e: unknown) => e);
    expect(stale).toBeInstanceOf(DomainError);
    expect((stale as DomainError).code).toBe('revision_conflict');
    expect((await aggregateStream(store, streamId, counter)).state).toEqual({ total: 5 });
  });
});
