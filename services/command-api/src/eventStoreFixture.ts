import { createEventStore, type EventStore } from '@outreach/event-store';
import type { Runtime } from '@outreach/server-kit';
import { createTestDatabase, type TestDatabase } from '@outreach/testing';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';

export interface EventStoreFixture {
  pool: pg.Pool;
  eventStore: EventStore;
  /** The part of the runtime that code needing only the event store uses (a real one). */
  runtime: Runtime;
}

/**
 * A real event store on a database of the test file's own: made before the file's tests, dropped
 * after them. `get()` answers it once the file's tests run.
 */
export function eventStoreFixture(prefix: string): { get(): EventStoreFixture } {
  let database: TestDatabase | undefined;
  let fixture: EventStoreFixture | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(prefix);
    const pool = new pg.Pool({ connectionString: database.url, max: 8 });
    pool.on('error', () => undefined);
    const eventStore = await createEventStore({ pool });
    fixture = { pool, eventStore, runtime: { eventStore } as unknown as Runtime };
  });
  afterAll(async () => {
    await fixture?.eventStore.close();
    await fixture?.pool.end();
    await database?.drop();
  });
  return {
    get() {
      if (!fixture) throw new Error('the event store is made before the tests run');
      return fixture;
    },
  };
}
