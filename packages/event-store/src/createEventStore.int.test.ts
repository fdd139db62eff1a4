import { createTestDatabase, type TestDatabase } from '@outreach/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEvents, uniqueStream } from './contract/testEvents.ts';
import { createEventStore } from './createEventStore.ts';
import { EventStoreDbEventStore } from './eventstoredb/eventStoreDbEventStore.ts';
import { PostgresEventStore } from './postgres/postgresEventStore.ts';

describe('createEventStore', () => {
  let database: TestDatabase;
  let pool: pg.Pool;

  beforeAll(async () => {
    database = await createTestDatabase('event_store_create');
    pool = new pg.Pool({ connectionString: database.url, max: 4 });
    pool.on('error', () => undefined);
  });

  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  it('migrates and returns the PostgreSQL store when no EventStoreDB URL is given', async () => {
    const store = await createEventStore({ pool, eventstoreUrl: undefined });
    try {
      expect(store).toBeInstanceOf(PostgresEventStore);
      const result = await store.appendToStream(uniqueStream('create'), makeEvents(1), { expectedRevision: 'no_stream' });
      expect(result.nextRevision).toBe(0n);
    } finally {
      await store.close();
    }
  });

  it('returns the EventStoreDB store for an esdb:// URL, without touching the pool', async () => {
    const store = await createEventStore({ pool, eventstoreUrl: 'esdb://127.0.0.1:1?tls=false' });
    expect(store).toBeInstanceOf(EventStoreDbEventStore);
    await store.close();
  });

  it('rejects an append whose metadata does not carry its event id', async () => {
    const store = await createEventStore({ pool });
    try {
      const [event] = makeEvents(1);
      const tampered = { ...event!, metadata: { ...event!.metadata, eventId: '00000000-0000-4000-8000-000000000000' } };
      await expect(store.appendToStream(uniqueStream('create'), [tampered], { expectedRevision: 'any' })).rejects.toThrow(/metadata\.eventId/);
    } finally {
      await store.close();
    }
  });
});
