import type pg from 'pg';
import { EventStoreDbEventStore } from './eventstoredb/eventStoreDbEventStore.ts';
import type { EventStore } from './port.ts';
import { migrate } from './postgres/schema.ts';
import { PostgresEventStore } from './postgres/postgresEventStore.ts';

export interface CreateEventStoreOptions {
  /** `esdb://…`: use EventStoreDB. Unset: the PostgreSQL event store in `pool`'s database. */
  eventstoreUrl?: string | undefined;
  /** Owned by the caller (close() of the store does not end it). */
  pool: pg.Pool;
}

/** The configured event store: EventStoreDB when a URL is given, else PostgreSQL (migrated first). */
export async function createEventStore(options: CreateEventStoreOptions): Promise<EventStore> {
  if (options.eventstoreUrl) return EventStoreDbEventStore.fromConnectionString(options.eventstoreUrl);
  await migrate(options.pool);
  return new PostgresEventStore(options.pool);
}
