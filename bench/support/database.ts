import { PostgresEventStore, migrate as migrateEventStore } from '@outreach/event-store';
import { migrateReadModels } from '@outreach/projector';
import { createTestDatabase, type TestDatabase } from '@outreach/testing';
import pg from 'pg';

export interface BenchDatabase {
  database: TestDatabase;
  pool: pg.Pool;
  store: PostgresEventStore;
  close(): Promise<void>;
}

/**
 * A fresh database (createTestDatabase) with the event store and the read models migrated, and a
 * `bench` schema for the raw baselines' scratch tables. close() ends everything and drops it.
 */
export async function openBenchDatabase(prefix: string): Promise<BenchDatabase> {
  const database = await createTestDatabase(prefix);
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  pool.on('error', () => undefined);
  let store: PostgresEventStore | undefined;
  try {
    await migrateEventStore(pool);
    await migrateReadModels(pool);
    await pool.query('create schema bench');
    store = new PostgresEventStore(pool);
  } catch (error) {
    await pool.end().catch(() => undefined);
    await database.drop().catch(() => undefined);
    throw error;
  }
  const opened = store;
  return {
    database,
    pool,
    store: opened,
    async close() {
      try {
        await opened.close();
        await pool.end();
      } finally {
        await database.drop();
      }
    },
  };
}

/** Server version and the settings that decide write speed, for the results file. */
export async function serverInfo(pool: pg.Pool): Promise<Record<string, string>> {
  const { rows } = await pool.query<{ name: string; setting: string }>(
    `select name, current_setting(name) as setting from pg_settings
      where name in ('server_version', 'fsync', 'synchronous_commit', 'shared_buffers', 'work_mem', 'max_wal_size')`,
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.setting]));
}
