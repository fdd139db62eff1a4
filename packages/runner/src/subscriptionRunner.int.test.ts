import type { Position, RecordedEvent } from '@outreach/domain';
import { migrate, PostgresEventStore, type EventStore } from '@outreach/event-store';
import { createLogger } from '@outreach/server-kit';
import { testEvent } from '@outreach/testing';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdvisoryLocks } from './advisoryLocks.ts';
import { runnerDatabase } from './runnerDatabase.fixture.ts';
import { SubscriptionRunner, type Subscriber } from './subscriptionRunner.ts';

let database: Awaited<ReturnType<typeof runnerDatabase>>;
let pool: pg.Pool;
let store: PostgresEventStore;
let locks: AdvisoryLocks;

beforeAll(async () => {
  database = await runnerDatabase('subscription_runner');
  pool = database.pool;
  await migrate(pool);
  store = new PostgresEventStore(pool);
  locks = new AdvisoryLocks(database.url);
});
afterAll(async () => {
  await locks.close();
  await store.close();
  await database.drop();
});

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('SubscriptionRunner', () => {
  it('hands every event over once, and after a batch short of full waits for the head instead of reading again to find nothing', async () => {
    const reads = { found: 0, empty: 0 };
    const counting: Pick<EventStore, 'readAll' | 'wake'> = {
      async readAll(after, limit) {
        const events = await store.readAll(after, limit);
        reads[events.length > 0 ? 'found' : 'empty']++;
        return events;
      },
      wake: (after, signal) => store.wake(after, signal),
    };
    const seen: RecordedEvent[] = [];
    let at: Position = { commit: 0n, prepare: 0n };
    const subscriber: Subscriber = {
      name: 'counting',
      activate: async () => at,
      async processBatch(events, _from, to) {
        seen.push(...events);
        at = to;
        return true;
      },
    };
    await store.appendToStream('note-1', [testEvent('Noted', { n: 1 }), testEvent('Noted', { n: 2 })], { expectedRevision: 'any' });
    const runner = new SubscriptionRunner({ eventStore: counting, locks, logger: createLogger('silent', 'test') }, subscriber, { kind: 'test', batchSize: 100 });
    runner.start();
    try {
      await until(() => seen.length === 2);
      await store.appendToStream('note-2', [testEvent('Noted', { n: 3 })], { expectedRevision: 'any' });
      await until(() => seen.length === 3);
      // Idle for a while: still no read that finds nothing.
      await new Promise((r) => setTimeout(r, 300));
    } finally {
      await runner.stop();
    }
    expect(seen.map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3]);
    expect(reads).toEqual({ found: 2, empty: 0 });
  });
});
